import { runFixtureServer } from '../../../testing/fixture-server';
import { createCrashModule } from '../module';

/** Child process of crash-restart.test.ts: only the crash rooms. The test kills it with SIGKILL to play a crash of the machine. */
await runFixtureServer(() => [createCrashModule({ chainLength: Number(process.env.CRASH_CHAIN_LENGTH ?? 200) })]);
