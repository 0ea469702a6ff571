import { runFixtureServer } from '../../../testing/fixture-server';
import { createBingoModule } from '../module';

/** Child process of bingo-restart.test.ts: only the bingo room. The test kills it with SIGKILL to play a crash of the machine. */
await runFixtureServer(() => [createBingoModule({ pollMs: 200 })]);
