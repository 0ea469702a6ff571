import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '@arena/api';
import { JACKPOT_ROOM_ID } from '@arena/schemas';
import type { JackpotRoom } from './jackpot-room';
import {
  type JackpotKit,
  bootJackpotKit,
  em,
  enter,
  giveSkins,
  joinPot,
  newPlayer,
  skinPriced,
  waitFor,
} from './testing/jackpot-test-kit';

let kit: JackpotKit;
beforeAll(async () => {
  kit = await bootJackpotKit({ countdownMs: 400, spinMs: 100, resultMs: 100 });
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

const rounds = () =>
  queryRows<{ id: string; status: string }>(
    em(kit.services),
    `select id::text, status from jackpot_rounds order by created_at`,
  );

it(
  'a hand-over with one player in the pot keeps it open here until a second player comes, draws it, and opens no next round',
  { timeout: 30_000 },
  async () => {
    const [alice, bob] = [await newPlayer(kit.services), await newPlayer(kit.services)];
    const a = await giveSkins(kit.services, alice.userId, [skinPriced(5_00, 20_00).id]);
    const b = await giveSkins(kit.services, bob.userId, [skinPriced(5_00, 20_00).id]);
    const [aliceRoom, bobRoom] = [await joinPot(kit.port, alice), await joinPot(kit.port, bob)];
    await waitFor('pot open', () => aliceRoom.state.status === 'OPEN' && aliceRoom.state.roundId !== '');
    const roundId = aliceRoom.state.roundId;
    await enter(aliceRoom, a);

    const room = matchMaker.getLocalRoomById(JACKPOT_ROOM_ID) as JackpotRoom;
    let handedOver = false;
    const handOver = room.handOver().then(() => (handedOver = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The round in play is not called off: still open, still taking entries, alice's entry not refunded.
    expect(handedOver).toBe(false);
    expect((await rounds()).map((round) => round.status)).toEqual(['OPEN']);
    await enter(bobRoom, b);
    await handOver;

    // Drawn here as any round; the next round is the new host's to open.
    expect(await rounds()).toEqual([{ id: roundId, status: 'FINISHED' }]);
    const bets = await queryRows<{ status: string }>(em(kit.services), `select status from bets where round_id = ?`, [
      roundId,
    ]);
    expect(bets.map((bet) => bet.status)).toEqual(['SETTLED', 'SETTLED']);
    await waitFor('room closed', () => !matchMaker.getLocalRoomById(JACKPOT_ROOM_ID));
  },
);
