import { randomUUID } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { ColyseusSDK } from '@colyseus/sdk';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBingoInvariants, buyBingoTickets, loadBingoDraw, queryRows, setBingoSchedule } from '@arena/api';
import {
  BINGO_ROOM_ID,
  BingoState,
  type BingoRoomStatus,
  bingoTicketsDigest,
  sha256OfText,
  verifyBingoDraw,
} from '@arena/schemas';
import { type RoomTestServer, bootRoomTestServer, newTestPlayer } from '../../testing/room-test-server';
import { runOutOnlyRoomTimeout, runOutRoomTimer } from '../../testing/room-timers';
import { waitFor } from '../../testing/wait-for';
import { createBingoModule } from './module';

let kit: RoomTestServer;
const HOUR = 3_600_000;
const RESULT_MS = 60_000;
/** How far the show's clock stands ahead of the real one: moved to the draw's time instead of waiting for it. */
let shiftMs = 0;
beforeAll(async () => {
  // The draw on show is ten minutes away, so a ticket is always bought before it; the test starts it once the room
  // shows the ticket. The show takes 300 ms + 5 × 250 ms; the result stays a minute (a loaded CI machine cannot fold
  // FINISHED and the next OPEN into one patch) and is cut short once the test has checked it.
  setBingoSchedule({ anchorMs: Math.ceil((Date.now() + 10 * 60_000) / 1_000) * 1_000, intervalMs: HOUR });
  kit = await bootRoomTestServer([
    createBingoModule({
      startsMs: 300,
      spinMs: 250,
      resultMs: RESULT_MS,
      pollMs: 200,
      now: () => Date.now() + shiftMs,
    }),
  ]);
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await assertBingoInvariants(kit.services.orm.em.fork() as SqlEntityManager);
  await kit.close();
  setBingoSchedule(null);
});

const serverRoom = () => matchMaker.getLocalRoomById(BINGO_ROOM_ID);

describe('the live draw', () => {
  it(
    'goes OPEN → STARTS → SPINS (numbers one by one) → FINISHED, pays the tickets, then opens the next draw',
    { timeout: 60_000 },
    async () => {
      const player = await newTestPlayer(kit.services, 10_00);
      const client = new ColyseusSDK(`ws://127.0.0.1:${kit.port}`);
      const room = await client.joinById(BINGO_ROOM_ID, {}, BingoState);
      await waitFor('draw on sale', () => room.state.status === 'OPEN' && room.state.drawId !== '');
      const drawId = room.state.drawId;
      const hash = room.state.serverSeedHash;
      const bought = await buyBingoTickets(kit.services, player.userId, randomUUID(), {
        tickets: [null, null, null, [1, 2, 3, 4, 5]],
      });
      expect(bought.drawId).toBe(drawId);
      await waitFor('pool refreshed', () => room.state.ticketCount === 4);
      expect(room.state.poolCents).toBe(50_00 + 2_80);

      const seen: BingoRoomStatus[] = [room.state.status];
      const counts: number[] = [room.state.numbers.length];
      room.onStateChange((state) => {
        if (state.drawId !== drawId) return;
        if (seen.at(-1) !== state.status) seen.push(state.status);
        if (counts.at(-1) !== state.numbers.length) counts.push(state.numbers.length);
      });
      // The draw's time comes now: the show's clock moves to it and the timer waiting for it runs out.
      shiftMs = room.state.drawAt - Date.now();
      runOutOnlyRoomTimeout(serverRoom());
      await waitFor('finished', () => room.state.drawId === drawId && room.state.status === 'FINISHED', 25_000);
      expect(seen).toEqual(['OPEN', 'STARTS', 'SPINS', 'FINISHED']);
      // Revealed one by one, never all at once.
      expect(counts).toEqual([0, 1, 2, 3, 4, 5]);
      const numbers = [...room.state.numbers];
      expect(sha256OfText(room.state.serverSeed)).toBe(hash);

      const draw = (await loadBingoDraw(kit.services.orm.em.fork() as SqlEntityManager, drawId))!;
      expect(draw.status).toBe('FINISHED');
      expect(draw.numbers).toEqual(numbers);
      const tickets = await queryRows<{
        id: string;
        numbers: number[];
        prize_cents: string;
        prize_transfer_id: string | null;
      }>(
        kit.services.orm.em.fork() as SqlEntityManager,
        `select id, numbers, prize_cents, prize_transfer_id from bingo_tickets where draw_id = ? order by serial`,
        [drawId],
      );
      expect(
        verifyBingoDraw({
          serverSeed: room.state.serverSeed,
          serverSeedHash: hash,
          drawNumber: room.state.drawNumber,
          tickets,
          ticketsDigest: bingoTicketsDigest(tickets),
          numbers,
        }).ok,
      ).toBe(true);
      const won = tickets.reduce((sum, x) => sum + Number(x.prize_cents), 0);
      expect(tickets.every((x) => Number(x.prize_cents) > 0 === (x.prize_transfer_id !== null))).toBe(true);
      expect((await kit.services.ledger.balances(player.userId)).realCents).toBe(10_00 - 4_00 + won);

      expect(runOutRoomTimer(serverRoom(), RESULT_MS)).toBe(true);
      await waitFor('next draw', () => room.state.drawId !== drawId && room.state.status === 'OPEN', 10_000);
      expect(room.state.numbers.length).toBe(0);
      expect(room.state.serverSeed).toBe('');
      expect(room.state.drawAt).toBeGreaterThan(draw.drawAt);
      await room.leave();
    },
  );
});
