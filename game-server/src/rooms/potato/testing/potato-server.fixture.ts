import { randomServerSeed } from '@arena/schemas';
import { runFixtureServer } from '../../../testing/fixture-server';
import { createPotatoModule } from '../module';

/** Child process of potato-restart.test.ts: only the $1 potato table (timings from POTATO_* env). POTATO_SEED aims the seed. */
await runFixtureServer(() => [
  createPotatoModule({ buyInsCents: [1_00], drawServerSeed: () => process.env.POTATO_SEED || randomServerSeed() }),
]);
