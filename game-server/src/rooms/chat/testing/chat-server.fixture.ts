import { runFixtureServer } from '../../../testing/fixture-server';
import { createChatModule } from '../module';

/** Child process of chat-restart.test.ts: only the chat rooms and their giveaway job (settings from the environment). */
await runFixtureServer(() => [createChatModule()]);
