import { runFixtureServer } from '../../../testing/fixture-server';
import { createRollModule } from '../module';

/** Child process of roll-restart.test.ts: only the roll room. The test kills it with SIGKILL to play a crash of the machine. */
await runFixtureServer(() => [createRollModule()]);
