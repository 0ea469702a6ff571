import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BINGO_ALGORITHM,
  type BingoDrawsAnswer,
  type BingoFairAnswer,
  type BingoHistoryAnswer,
  bingoMatches,
  bingoPoolCents,
  splitBingoPool,
  verifyBingoDraw,
} from '@arena/schemas';
import { queryRows } from '../../db/sql';
import type { CommerceTestApp, Player } from '../../testing/commerce-test-app';
import { closeBingoDraw, payBingoDraw, runBingoDraw, runDueBingoDraws } from './draws';
import { assertBingoInvariants, checkBingoInvariants } from './invariants';
import { setBingoSchedule } from './schedule';
import {
  bought,
  credit,
  current,
  em,
  freshHourlySchedule,
  houseCents,
  prizeTransfers,
  startBingoApp,
} from './testing/bingo-test-kit';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await startBingoApp();
});
afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await assertBingoInvariants(em(t));
  setBingoSchedule(null);
  await t.close();
});

interface TicketRow {
  id: string;
  owner_id: string;
  numbers: number[];
  matches: number;
  prize_cents: string;
}
const ticketsOfDraw = (drawId: string) =>
  queryRows<TicketRow>(
    em(t),
    `select id, owner_id, numbers, matches, prize_cents from bingo_tickets where draw_id = ? order by serial`,
    [drawId],
  );

/** Three players with 60 tickets between them (bought, one gifted, one earned by a $40 deposit). */
async function playedDraw(): Promise<{ players: Player[]; drawId: string; drawAt: number }> {
  freshHourlySchedule();
  const players = [await t.player(), await t.player(), await t.player()];
  for (const p of players) await credit(t, p, 30_00);
  for (const p of players) await bought(t, p, Array(20).fill(null) as null[]);
  await t.fund(players[2]!, 40_00);
  const { draw, tickets } = await current(t, players[0]!);
  const res = await t.post(
    players[0]!,
    '/api/bingo/gift',
    { toUserId: players[1]!.userId, ticketIds: [tickets[0]!.id] },
    null,
  );
  expect(res.statusCode).toBe(200);
  return { players, drawId: draw.id, drawAt: draw.drawAt };
}

describe('a whole draw', () => {
  it('draws by the published rule, pays every tier through the ledger once, rolls the rest over to the next draw', async () => {
    const { players, drawId, drawAt } = await playedDraw();
    const before = await Promise.all(players.map((p) => t.balance(p)));
    const houseBefore = await houseCents(t);
    const done = await runBingoDraw(t.services, drawId, drawAt);
    expect(done.status).toBe('FINISHED');

    // The numbers are the published function of the seed, the ticket list and the draw number; the browser's check agrees.
    const fair = (await t.get(null, `/api/fair/bingo/${drawId}`)).json<BingoFairAnswer>();
    expect(fair.algorithm).toBe(BINGO_ALGORITHM);
    expect(fair.tickets).toHaveLength(61);
    const check = verifyBingoDraw({
      ...fair,
      serverSeed: fair.serverSeed!,
      ticketsDigest: fair.ticketsDigest!,
      numbers: fair.numbers!,
    });
    expect(check.ok).toBe(true);
    expect(done.numbers).toEqual(fair.numbers);

    // Pool = $50 fixed + 70% of 60 sales (the earned ticket is not a sale); the split is the schemas' split.
    const tickets = await ticketsOfDraw(drawId);
    const matches = tickets.map((x) => bingoMatches(x.numbers, done.numbers!));
    expect(tickets.map((x) => x.matches)).toEqual(matches);
    expect(done.poolCents).toBe(bingoPoolCents({ ticketCount: 61, salesCents: 60_00, rolloverInCents: 0 }));
    expect(done.poolCents).toBe(50_00 + 42_00);
    const split = splitBingoPool(done.poolCents, matches);
    expect(done.tiers).toEqual(split.tiers);
    expect(split.tiers.filter((x) => x.winners > 0).length).toBeGreaterThanOrEqual(2);
    expect(done.paidCents).toBe(split.paidCents);
    expect(done.rolloverOutCents).toBe(split.rolloverCents);
    expect(done.paidCents! + done.rolloverOutCents!).toBe(done.poolCents);

    // Each winning ticket has exactly one prize transfer, paid to its owner (the gifted ticket to its new owner).
    const winners = tickets.filter((x) => Number(x.prize_cents) > 0);
    expect(
      Object.values(
        await prizeTransfers(
          t,
          winners.map((x) => x.id),
        ),
      ),
    ).toEqual(winners.map(() => 1));
    const after = await Promise.all(players.map((p) => t.balance(p)));
    players.forEach((p, i) => {
      const won = tickets.filter((x) => x.owner_id === p.userId).reduce((sum, x) => sum + Number(x.prize_cents), 0);
      // Player 2 also deposited $40 after the purchase, before `before` was read; the ledger diff is the prizes alone.
      expect(after[i]!.realCents - before[i]!.realCents).toBe(won);
    });
    expect(houseBefore - (await houseCents(t))).toBe(done.paidCents);

    // Running it again (a retried job) moves nothing.
    await runBingoDraw(t.services, drawId, drawAt + 1);
    expect(await houseCents(t)).toBe(houseBefore - done.paidCents!);

    // The next draw receives the rollover once: with no ticket, its pool is the rollover alone and it rolls on.
    const next = await runDueBingoDraws(t.services, drawAt + 3_600_000);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({
      rolloverFrom: drawId,
      rolloverInCents: done.rolloverOutCents,
      poolCents: done.rolloverOutCents,
      paidCents: 0,
      rolloverOutCents: done.rolloverOutCents,
    });

    // Past draws and the players' histories show the numbers, tiers and their tickets.
    const draws = (await t.get(players[1]!, '/api/bingo/draws')).json<BingoDrawsAnswer>();
    const shown = draws.items.find((d) => d.id === drawId)!;
    expect(shown).toMatchObject({
      numbers: done.numbers,
      tiers: split.tiers,
      paidCents: done.paidCents,
      poolCents: done.poolCents,
    });
    expect(shown.myTickets).toHaveLength(21);
    const history = (await t.get(players[1]!, '/api/users/current/bingo?pageSize=100')).json<BingoHistoryAnswer>();
    expect(history.total).toBe(21);
    expect(history.items.reduce((sum, x) => sum + x.prizeCents, 0)).toBe(
      tickets.filter((x) => x.owner_id === players[1]!.userId).reduce((s, x) => s + Number(x.prize_cents), 0),
    );
    expect(
      (await t.get(null, `/api/users/${players[2]!.userId}/bingo?pageSize=100`))
        .json<BingoHistoryAnswer>()
        .items.filter((x) => x.source === 'EARNED'),
    ).toHaveLength(1);
    expect((await t.get(null, '/api/fair/bingo/nope')).statusCode).toBe(404);
    await t.services.ledger.assertInvariants();
    await assertBingoInvariants(em(t));
  });

  it("keeps a draw's seed and numbers secret until it is finished", async () => {
    freshHourlySchedule();
    const p = await t.player();
    await credit(t, p, 1_00);
    const { drawId } = await bought(t, p, [null]);
    const open = (await t.get(null, `/api/fair/bingo/${drawId}`)).json<BingoFairAnswer>();
    expect(open).toMatchObject({ status: 'OPEN', serverSeed: null, ticketsDigest: null, tickets: [], numbers: null });
    const { draw } = await current(t, p);
    await closeBingoDraw(t.services, drawId, draw.drawAt);
    const closed = (await t.get(null, `/api/fair/bingo/${drawId}`)).json<BingoFairAnswer>();
    expect(closed).toMatchObject({ status: 'CLOSED', serverSeed: null, numbers: null });
    expect(closed.tickets).toHaveLength(1);
    await runDueBingoDraws(t.services, draw.drawAt);
  });
});

describe('a draw job cut midway', () => {
  it('resumes at boot and pays every prize exactly once', async () => {
    const { drawId, drawAt } = await playedDraw();
    await closeBingoDraw(t.services, drawId, drawAt);
    const tickets = await ticketsOfDraw(drawId);
    const winners = tickets.filter((x) => Number(x.prize_cents) > 0);
    expect(winners.length).toBeGreaterThan(5);
    // The job dies after the third prize's commit.
    let paid = 0;
    const cut = new Error('process killed');
    await expect(
      payBingoDraw(t.services, drawId, {
        afterPrize: () => {
          if (++paid === 3) throw cut;
        },
      }),
    ).rejects.toBe(cut);
    expect(
      Object.keys(
        await prizeTransfers(
          t,
          winners.map((x) => x.id),
        ),
      ),
    ).toHaveLength(3);
    const [{ status }] = (await queryRows<{ status: string }>(em(t), `select status from bingo_draws where id = ?`, [
      drawId,
    ])) as [{ status: string }];
    expect(status).toBe('CLOSED');
    // Money is consistent at the cut too (the finished-draw rules do not apply yet).
    await t.services.ledger.assertInvariants();
    expect(await checkBingoInvariants(em(t))).toEqual([]);

    const houseAtCut = await houseCents(t);
    const resumed = await runDueBingoDraws(t.services, drawAt + 1);
    expect(resumed.map((d) => [d.id, d.status])).toEqual([[drawId, 'FINISHED']]);
    expect(
      Object.values(
        await prizeTransfers(
          t,
          winners.map((x) => x.id),
        ),
      ),
    ).toEqual(winners.map(() => 1));
    const paidTotal = winners.reduce((sum, x) => sum + Number(x.prize_cents), 0);
    const firstThree = (
      await queryRows<{ prize_cents: string }>(
        em(t),
        `select prize_cents from bingo_tickets where draw_id = ? and prize_transfer_id is not null order by prize_transfer_id limit 3`,
        [drawId],
      )
    ).reduce((sum, x) => sum + Number(x.prize_cents), 0);
    expect(houseAtCut - (await houseCents(t))).toBe(paidTotal - firstThree);
    expect(resumed[0]!.paidCents).toBe(paidTotal);
    // A second boot finds nothing to do.
    expect(await runDueBingoDraws(t.services, drawAt + 2)).toEqual([]);
    await t.services.ledger.assertInvariants();
    await assertBingoInvariants(em(t));
  });

  it('runs a draw whose time passed while no process was up', async () => {
    freshHourlySchedule();
    const p = await t.player();
    await credit(t, p, 3_00);
    await bought(t, p, [
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
      [11, 12, 13, 14, 15],
    ]);
    const { draw } = await current(t, p);
    const [done] = await runDueBingoDraws(t.services, draw.drawAt + 10 * 60_000);
    expect(done).toMatchObject({ id: draw.id, status: 'FINISHED' });
    // Three disjoint tickets of 15 numbers: the five drawn numbers hit them 5 times in all, minus those in 16-20.
    const hits = done!.numbers!.filter((n) => n <= 15).length;
    expect((await ticketsOfDraw(draw.id)).reduce((sum, x) => sum + x.matches, 0)).toBe(hits);
  });
});
