import { randomServerSeed } from '@arena/schemas';
import { runFixtureServer } from '../../../testing/fixture-server';
import { createCrashBattleModule } from '../module';

/** Child process of crash-battle-restart.test.ts: only the battle rooms. BATTLE_SEED aims the next battle's seed. */
await runFixtureServer(() => [
  createCrashBattleModule({ drawServerSeed: () => process.env.BATTLE_SEED || randomServerSeed() }),
]);
