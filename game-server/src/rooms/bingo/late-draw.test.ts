import { ColyseusSDK } from '@colyseus/sdk';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, expect, it } from 'vitest';
import { assertBingoInvariants, loadBingoDraw, queryRows, setBingoSchedule } from '@arena/api';
import { BINGO_ROOM_ID, BingoState } from '@arena/schemas';
import { type RoomTestServer, bootRoomTestServer } from '../../testing/room-test-server';
import { waitFor } from '../../testing/wait-for';
import { createBingoModule } from './module';

/**
 * A show that comes back after a draw's time (here: boot recovery opens the draw on sale, then the room opens after
 * that draw's time, as on a slow boot; in play, a long payout while a ticket sale opened the next draw) plays that
 * draw late instead of skipping to the next one. A skipped draw stayed OPEN and every later draw's close failed
 * ("cannot close before the draws before it are finished") until a restart: the bingo room test once hung on it.
 */
const INTERVAL_MS = 60_000;
let kit: RoomTestServer | undefined;
afterAll(async () => {
  await kit?.close();
  setBingoSchedule(null);
});

it('a draw whose time passed before the show reached it is played late, not skipped; the next one goes on sale', async () => {
  setBingoSchedule({ anchorMs: 0, intervalMs: INTERVAL_MS });
  // The schedule's clock: 100 ms before a draw time while boot recovery runs, one second past it when the room opens.
  const drawTime = (Math.floor(Date.now() / INTERVAL_MS) + 2) * INTERVAL_MS;
  let clock = drawTime - 100;
  const bingo = createBingoModule({ startsMs: 50, spinMs: 50, resultMs: 300, pollMs: 200, now: () => clock });
  const recover = bingo.recover.bind(bingo);
  bingo.recover = async (services) => {
    await recover(services);
    clock = drawTime + 1_000;
  };
  kit = await bootRoomTestServer([bingo]);
  const em = () => kit!.services.orm.em.fork() as SqlEntityManager;
  const draws = () =>
    queryRows<{ id: string; number: number; draw_at: Date; status: string }>(
      em(),
      `select id, number, draw_at, status from bingo_draws order by draw_at`,
    );
  const [late] = await draws();
  expect(new Date(late!.draw_at).getTime()).toBe(drawTime);

  const room = await new ColyseusSDK(`ws://127.0.0.1:${kit.port}`).joinById(BINGO_ROOM_ID, {}, BingoState);
  await waitFor('the late draw played', async () => (await loadBingoDraw(em(), late!.id))?.status === 'FINISHED');
  await waitFor('the next draw on sale', () => room.state.drawId !== late!.id && room.state.status === 'OPEN');
  const after = await draws();
  expect(after.map((d) => [new Date(d.draw_at).getTime(), d.status])).toEqual([
    [drawTime, 'FINISHED'],
    [drawTime + INTERVAL_MS, 'OPEN'],
  ]);
  expect(room.state.drawId).toBe(after[1]!.id);
  await room.leave();
  await assertBingoInvariants(em());
});
