import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  BINGO_ALGORITHM,
  BINGO_RULES,
  type BingoCurrentAnswer,
  type BingoDrawView,
  type BingoDrawsAnswer,
  type BingoFairAnswer,
  type BingoHistoryAnswer,
  type PageQuery,
  isUuid,
} from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';
import { bingoSchedule } from './schedule';
import { projectedPool } from './draws';
import {
  type StoredBingoDraw,
  TICKET_SELECT,
  type TicketRow,
  ensureBingoDrawOnSale,
  loadBingoDraw,
  toDraw,
  toTicket,
  ticketsOf,
} from './store';

/** A draw as players see it: numbers, tiers and payouts only once it is finished (the live room reveals them). */
export async function drawView(em: SqlEntityManager, draw: StoredBingoDraw): Promise<BingoDrawView> {
  const live = await projectedPool(em, draw);
  const finished = draw.status === 'FINISHED';
  return {
    id: draw.id,
    number: draw.number,
    status: draw.status,
    drawAt: draw.drawAt,
    serverSeedHash: draw.serverSeedHash,
    ...live,
    numbers: finished ? draw.numbers : null,
    tiers: finished ? draw.tiers : null,
    paidCents: finished ? draw.paidCents : null,
    rolloverOutCents: finished ? draw.rolloverOutCents : null,
  };
}

/** `GET /api/bingo/current`: the draw on sale, and for a signed-in player their tickets in it and their progress. */
export async function currentBingo(
  em: SqlEntityManager,
  userId: string | null,
  nowMs = Date.now(),
): Promise<BingoCurrentAnswer> {
  const draw = await ensureBingoDrawOnSale(em, nowMs);
  const view = await drawView(em, draw);
  const schedule = bingoSchedule();
  if (!userId) return { draw: view, tickets: [], deposit: null, giftBlocked: false, serverTime: nowMs, schedule };
  const me = await queryOne<{
    deposited_total_cents: string | number;
    streamer: boolean;
    bingo_gifts_blocked: boolean;
  }>(em, `select deposited_total_cents, streamer, bingo_gifts_blocked from users where id = ?`, [userId]);
  if (!me) throw new AppError('GLOBAL.FORBIDDEN');
  const earned = await queryOne<{ tickets_earned: number }>(
    em,
    `select tickets_earned from bingo_deposit_awards where user_id = ?`,
    [userId],
  );
  const deposited = Number(me.deposited_total_cents);
  const per = BINGO_RULES.depositPerTicketCents;
  return {
    draw: view,
    tickets: await ticketsOf(em, userId, [draw.id], true),
    deposit: {
      depositedCents: deposited,
      nextTicketAtCents: (Math.floor(deposited / per) + 1) * per,
      earnedTickets: Number(earned?.tickets_earned ?? 0),
    },
    giftBlocked: me.streamer || me.bingo_gifts_blocked,
    serverTime: nowMs,
    schedule,
  };
}

/** `GET /api/bingo/draws`: finished draws newest first (empty ones left out), with the signed-in player's tickets in each. */
export async function finishedDraws(
  em: SqlEntityManager,
  userId: string | null,
  query: PageQuery,
): Promise<BingoDrawsAnswer> {
  // A draw nobody played with nothing rolled into it has nothing to show.
  const where = `status = 'FINISHED' and (ticket_count > 0 or pool_cents > 0)`;
  const total = await queryOne<{ n: number }>(em, `select count(*)::int as n from bingo_draws where ${where}`);
  const rows = await queryRows<Record<string, unknown>>(
    em,
    `select * from bingo_draws where ${where} order by draw_at desc limit ? offset ?`,
    [query.pageSize, (query.page - 1) * query.pageSize],
  );
  const draws = rows.map(toDraw);
  const mine = userId
    ? await ticketsOf(
        em,
        userId,
        draws.map((d) => d.id),
        false,
      )
    : [];
  const items = [];
  for (const draw of draws)
    items.push({ ...(await drawView(em, draw)), myTickets: mine.filter((t) => t.drawId === draw.id) });
  return { items, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/**
 * `GET /api/fair/bingo/{drawId}`: the committed hash always; after the close the ticket list and its digest; the
 * seed and the numbers once the draw is finished (before that the seed would let anyone compute them early).
 */
export async function bingoFairness(em: SqlEntityManager, drawId: string): Promise<BingoFairAnswer> {
  const draw = isUuid(drawId) ? await loadBingoDraw(em, drawId) : undefined;
  if (!draw) throw new AppError('GLOBAL.NOT_FOUND', [], 404);
  const closed = draw.status !== 'OPEN';
  const finished = draw.status === 'FINISHED';
  const tickets = closed
    ? await queryRows<{ id: string; numbers: unknown }>(
        em,
        `select id, numbers from bingo_tickets where draw_id = ? order by serial`,
        [drawId],
      )
    : [];
  return {
    drawId: draw.id,
    drawNumber: draw.number,
    status: draw.status,
    drawAt: draw.drawAt,
    serverSeedHash: draw.serverSeedHash,
    serverSeed: finished ? draw.serverSeed : null,
    ticketsDigest: closed ? draw.ticketsDigest : null,
    tickets: tickets.map((t) => ({
      id: t.id,
      numbers: (typeof t.numbers === 'string' ? JSON.parse(t.numbers) : t.numbers) as number[],
    })),
    numbers: finished ? draw.numbers : null,
    algorithm: BINGO_ALGORITHM,
  };
}

/** A player's tickets in finished draws, newest first (the profile history tab). */
export async function bingoHistory(
  em: SqlEntityManager,
  userId: string,
  query: PageQuery,
): Promise<BingoHistoryAnswer> {
  if (!isUuid(userId) || !(await queryOne(em, `select id from users where id = ?`, [userId])))
    throw new AppError('USER.NOT_FOUND', [], 404);
  const where = `t.owner_id = ? and d.status = 'FINISHED'`;
  const total = await queryOne<{ n: number }>(
    em,
    `select count(*)::int as n from bingo_tickets t join bingo_draws d on d.id = t.draw_id where ${where}`,
    [userId],
  );
  const rows = await queryRows<TicketRow & { draw_at: string | Date; drawn: unknown }>(
    em,
    `${TICKET_SELECT.replace('t.created_at', 't.created_at, d.draw_at, d.numbers as drawn')} where ${where} order by d.draw_at desc, t.serial limit ? offset ?`,
    [userId, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    items: rows.map((r) => {
      const ticket = toTicket(r, false);
      return {
        ticketId: ticket.id,
        drawId: ticket.drawId,
        drawNumber: ticket.drawNumber,
        drawAt: new Date(r.draw_at).getTime(),
        numbers: ticket.numbers,
        drawnNumbers: (typeof r.drawn === 'string' ? JSON.parse(r.drawn) : r.drawn) as number[],
        source: ticket.source,
        priceCents: Number(r.price_cents),
        matches: ticket.matches ?? 0,
        prizeCents: ticket.prizeCents ?? 0,
      };
    }),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
