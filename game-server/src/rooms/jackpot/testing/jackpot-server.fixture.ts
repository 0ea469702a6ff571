import { runFixtureServer } from '../../../testing/fixture-server';
import { createJackpotModule } from '../module';

/** Child process of jackpot-restart.test.ts: only the jackpot room (timings from JACKPOT_* environment). */
await runFixtureServer(() => [createJackpotModule()]);
