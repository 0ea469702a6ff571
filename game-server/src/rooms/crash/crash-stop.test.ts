import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryOne, queryRows } from '@arena/api';
import { CRASH_SERVER_MESSAGES, payoutCents } from '@arena/schemas';
import {
  type CrashKit,
  aimNextRound,
  bootCrashKit,
  closeBetting,
  join,
  newPlayer,
  serverRoom,
  waitForPhase,
} from './testing/crash-test-kit';

const BETTING_MS = 10_000;
let kit: CrashKit;
beforeAll(async () => {
  // Long betting (bets sent on a loaded machine still land); the test closes it once its bets are in.
  kit = await bootCrashKit({ bettingMs: BETTING_MS });
});
afterAll(async () => {
  await kit.close();
});

/**
 * A stop (SIGTERM, or a test's close) lets the round in play finish. Once every player has left, nobody can cash out
 * by hand any more: the round is decided, and it must end at its crash point at once rather than hold the stop for
 * the curve's wall-clock time (a 10x round runs 38 s, a 100x one 77 s: longer than a test hook may wait).
 */
describe('crash room stopping with nobody left', () => {
  it('ends the round in play at its crash point at once, paying the auto-takes below it', async () => {
    // At least 10x: the curve alone would take 38 s, more than the test timeout.
    const crashPoint = await aimNextRound(kit, 'classic', (hundredths) => hundredths >= 1000);
    const [taker, holder] = await Promise.all([newPlayer(kit, 10_00), newPlayer(kit, 10_00)]);
    const rooms = await Promise.all([join(kit, 'classic', taker.token), join(kit, 'classic', holder.token)]);
    await waitForPhase('classic', 'BETTING');
    const roundId = serverRoom('classic').state.roundId;
    const placed = rooms.map((room) => room.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced));
    rooms[0]!.send('bet', { source: 'REAL', amountCents: 2_00, autoCashOutHundredths: 500 });
    rooms[1]!.send('bet', { source: 'REAL', amountCents: 3_00 });
    await Promise.all(placed);
    closeBetting('classic', BETTING_MS);
    await waitForPhase('classic', 'RUNNING');
    await Promise.all(rooms.map((room) => room.leave()));

    await kit.stopServer();

    const em = () => kit.db.orm.em.fork() as SqlEntityManager;
    const round = await queryOne<{ status: string; crash_point_hundredths: string }>(
      em(),
      `select status, crash_point_hundredths from crash_rounds where id = ?`,
      [roundId],
    );
    expect([round!.status, Number(round!.crash_point_hundredths)]).toEqual(['CRASHED', crashPoint]);
    const bets = await queryRows<{ user_id: string; status: string; payout_cents: string }>(
      em(),
      `select user_id, status, payout_cents from bets where round_id = ?`,
      [roundId],
    );
    expect(Object.fromEntries(bets.map((bet) => [bet.user_id, [bet.status, Number(bet.payout_cents)]]))).toEqual({
      [taker.userId]: ['SETTLED', payoutCents(2_00, 500)],
      [holder.userId]: ['SETTLED', 0],
    });
    await kit.services.ledger.assertInvariants();
  });
});
