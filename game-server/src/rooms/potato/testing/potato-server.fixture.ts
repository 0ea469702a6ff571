import { matchMaker } from '@colyseus/core';
import { potatoTableId, randomServerSeed } from '@arena/schemas';
import { runFixtureServer } from '../../../testing/fixture-server';
import { runOutRoomTimer } from '../../../testing/room-timers';
import { createPotatoModule } from '../module';
import { potatoSettings } from '../settings';

/**
 * SIGUSR2 starts the game now: the test's countdown is long enough to seat every player on any machine, and the test
 * cuts what is left of it once they are all seated, as potato-test-kit's endCountdown does in process.
 */
process.on('SIGUSR2', () => {
  const table = matchMaker.getLocalRoomById(potatoTableId(1_00));
  if (!table || !runOutRoomTimer(table, potatoSettings().countdownMs)) console.error('potato fixture: no countdown');
});

/** Child process of potato-restart.test.ts: only the $1 potato table (timings from POTATO_* env). POTATO_SEED aims the seed. */
await runFixtureServer(() => [
  createPotatoModule({ buyInsCents: [1_00], drawServerSeed: () => process.env.POTATO_SEED || randomServerSeed() }),
]);
