import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '@arena/api';
import {
  type JackpotKit,
  bootJackpotKit,
  em,
  enter,
  giveSkins,
  itemOwners,
  joinPot,
  newPlayer,
  skinPriced,
  waitFor,
} from './testing/jackpot-test-kit';

let kit: JackpotKit;
beforeAll(async () => {
  kit = await bootJackpotKit({ countdownMs: 1_500, spinMs: 100, resultMs: 100 });
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

it(
  'a stop (SIGTERM or a hand-over) during the countdown draws the pot at its close time: never voided',
  { timeout: 30_000 },
  async () => {
    const [alice, bob] = [await newPlayer(kit.services), await newPlayer(kit.services)];
    const a = await giveSkins(kit.services, alice.userId, [skinPriced(5_00, 20_00).id]);
    const b = await giveSkins(kit.services, bob.userId, [skinPriced(5_00, 20_00).id]);
    const [aliceRoom, bobRoom] = [await joinPot(kit.port, alice), await joinPot(kit.port, bob)];
    await waitFor('pot open', () => aliceRoom.state.status === 'OPEN' && aliceRoom.state.roundId !== '');
    const roundId = aliceRoom.state.roundId;
    await enter(aliceRoom, a);
    await enter(bobRoom, b);
    await waitFor('countdown', () => aliceRoom.state.status === 'COUNTDOWN' && aliceRoom.state.closesAt > 0);
    const closesAt = aliceRoom.state.closesAt;

    await kit.stopServer();
    // The stop waited for the close time (the room's clock, within a tick) and the draw.
    expect(Date.now()).toBeGreaterThan(closesAt - 200);
    const [round] = await queryRows<{ status: string; winner_user_id: string | null }>(
      em(kit.services),
      `select status, winner_user_id from jackpot_rounds where id = ?`,
      [roundId],
    );
    expect(round!.status).toBe('FINISHED');
    expect([alice.userId, bob.userId]).toContain(round!.winner_user_id);
    // Every entry settled by the draw, none refunded; the loser's skin went to the winner or the house.
    const bets = await queryRows<{ status: string }>(em(kit.services), `select status from bets where round_id = ?`, [
      roundId,
    ]);
    expect(bets.map((bet) => bet.status)).toEqual(['SETTLED', 'SETTLED']);
    const loser = round!.winner_user_id === alice.userId ? bob.userId : alice.userId;
    expect(
      Object.values(await itemOwners(kit.services, [...a, ...b])).filter((owner) => owner.startsWith(loser)),
    ).toEqual([]);
  },
);
