import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ColyseusSDK } from '@colyseus/sdk';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type Orm,
  assertBingoInvariants,
  buyBingoTickets,
  loadBingoDraw,
  queryRows,
  runDueBingoDraws,
  setBingoSchedule,
} from '@arena/api';
import { BINGO_ROOM_ID, BingoState } from '@arena/schemas';
import { type RestartHarness, restartHarness, restartPlayer } from '../../testing/restart-harness';
import { waitFor } from '../../testing/wait-for';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing/bingo-server.fixture.ts');
const HOUR = 3_600_000;
/**
 * Time from the purchase to the draw: the child boots (READY) well within it on any machine, so its room, not boot
 * recovery, starts the draw. It is not waited out: once the room shows the draw, the child's bingo clock is moved to
 * the draw time (SIGUSR2, see the fixture), and the next child starts at that time.
 */
const DRAW_DELAY_MS = 10 * 60_000;
let harness: RestartHarness;
beforeAll(async () => {
  // Each number spins a minute, and the test reveals the first one at once (SIGUSR2, see the fixture): the kill lands
  // after that reveal, always before the next one and the payout that follows the fifth.
  harness = await restartHarness(fixture, {
    BINGO_DRAW_INTERVAL_MS: String(HOUR),
    BINGO_STARTS_MS: '200',
    BINGO_SPIN_MS: '60000',
    BINGO_RESULT_MS: '60000',
  });
});
afterAll(async () => {
  setBingoSchedule(null);
  await harness.cleanup();
});

const em = (orm: Orm) => orm.em.fork() as SqlEntityManager;
const ticketsOf = (orm: Orm, drawId: string) =>
  queryRows<{ id: string; owner_id: string; prize_cents: string | null }>(
    em(orm),
    `select id, owner_id, prize_cents from bingo_tickets where draw_id = ? order by serial`,
    [drawId],
  );
const prizeTransfers = (orm: Orm, ticketIds: string[]) =>
  queryRows<{ key: string; n: number }>(
    em(orm),
    `select idempotency_key as key, count(*)::int as n from ledger_transfers where operation = 'BINGO_PRIZE' and idempotency_key in (?) group by idempotency_key`,
    [ticketIds],
  );

it(
  'a game server killed while the numbers spin: after the restart the draw finishes and every prize is paid exactly once',
  { timeout: 120_000 },
  async () => {
    const store = harness.store;
    let db = await store.open();
    const alice = await restartPlayer(db.services, 10_00);
    const bob = await restartPlayer(db.services, 10_00);
    // An hourly schedule whose next draw is DRAW_DELAY_MS away, here and (through the environment) in the child.
    const drawAt = Math.ceil((Date.now() + DRAW_DELAY_MS) / 1_000) * 1_000;
    setBingoSchedule({ anchorMs: drawAt, intervalMs: HOUR });
    // The four tickets cover 1-20 once, so the five drawn numbers always make winners.
    const a = await buyBingoTickets(db.services, alice.userId, randomUUID(), {
      tickets: [
        [1, 2, 3, 4, 5],
        [6, 7, 8, 9, 10],
      ],
    });
    const b = await buyBingoTickets(db.services, bob.userId, randomUUID(), {
      tickets: [
        [11, 12, 13, 14, 15],
        [16, 17, 18, 19, 20],
      ],
    });
    expect(b.drawId).toBe(a.drawId);
    const drawId = a.drawId;
    expect((await loadBingoDraw(em(db.orm), drawId))!.drawAt).toBe(drawAt);
    await db.close();

    const first = await harness.start({ BINGO_FIRST_DRAW_AT: String(drawAt) });
    const room = await new ColyseusSDK(`ws://127.0.0.1:${first.port}`).joinById(BINGO_ROOM_ID, {}, BingoState);
    await waitFor('the draw on show', () => room.state.drawId === drawId && room.state.status === 'OPEN');
    first.child.kill('SIGUSR2');
    await waitFor('the numbers spinning', () => room.state.status === 'SPINS', 30_000);
    first.child.kill('SIGUSR2');
    await waitFor(
      'the first number revealed',
      () => room.state.status === 'SPINS' && room.state.numbers.length >= 1,
      30_000,
    );
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    // Killed mid-show: sales closed and the numbers fixed, no prize paid yet.
    if (!process.env.TEST_DATABASE_URL) db = await store.open();
    const closed = (await loadBingoDraw(em(db.orm), drawId))!;
    expect(closed.status).not.toBe('FINISHED');
    expect(closed.numbers).toHaveLength(5);
    const tickets = await ticketsOf(db.orm, drawId);
    expect(tickets).toHaveLength(4);
    expect(
      await prizeTransfers(
        db.orm,
        tickets.map((t) => t.id),
      ),
    ).toEqual([]);
    await db.close();

    // The next boot's recovery finishes the draw before the room opens the next one.
    const atDraw = drawAt + 1_000;
    const second = await harness.start({
      BINGO_FIRST_DRAW_AT: String(drawAt),
      BINGO_FIXTURE_CLOCK_SHIFT_MS: String(atDraw - Date.now()),
    });
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);

    db = await store.open();
    const finished = (await loadBingoDraw(em(db.orm), drawId))!;
    expect(finished).toMatchObject({ status: 'FINISHED', numbers: closed.numbers });
    const paid = await ticketsOf(db.orm, drawId);
    const winners = paid.filter((t) => Number(t.prize_cents) > 0);
    expect(winners.length).toBeGreaterThan(0);
    const transfers = await prizeTransfers(
      db.orm,
      paid.map((t) => t.id),
    );
    expect(Object.fromEntries(transfers.map((t) => [t.key, Number(t.n)]))).toEqual(
      Object.fromEntries(winners.map((t) => [t.id, 1])),
    );
    for (const player of [alice, bob]) {
      const won = paid
        .filter((t) => t.owner_id === player.userId)
        .reduce((sum, t) => sum + Number(t.prize_cents ?? 0), 0);
      expect((await db.services.ledger.balances(player.userId)).realCents).toBe(10_00 - 2_00 + won);
    }
    expect(await runDueBingoDraws(db.services, atDraw)).toEqual([]);
    await db.services.ledger.assertInvariants();
    await assertBingoInvariants(em(db.orm));
    await db.close();
  },
);
