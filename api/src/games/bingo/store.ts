import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  type BingoDrawStatus,
  type BingoTicket,
  type BingoTierResult,
  commitServerSeed,
  nextBingoDrawAt,
  randomServerSeed,
} from '@arena/schemas';
import { randomUUID } from 'node:crypto';
import { queryOne, queryRows } from '../../db/sql';
import { bingoSchedule } from './schedule';

/** Rows of bingo as the rest of the module reads them. */

export interface StoredBingoDraw {
  id: string;
  number: number;
  drawAt: number;
  status: BingoDrawStatus;
  serverSeed: string;
  serverSeedHash: string;
  ticketsDigest: string | null;
  numbers: number[] | null;
  ticketCount: number;
  salesCents: number;
  rolloverFrom: string | null;
  rolloverInCents: number;
  poolCents: number;
  tiers: BingoTierResult[] | null;
  paidCents: number | null;
  rolloverOutCents: number | null;
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const ms = (v: unknown) => new Date(v as string).getTime();

export function toDraw(r: Record<string, unknown>): StoredBingoDraw {
  return {
    id: r.id as string,
    number: Number(r.number),
    drawAt: ms(r.draw_at),
    status: r.status as BingoDrawStatus,
    serverSeed: r.server_seed as string,
    serverSeedHash: r.server_seed_hash as string,
    ticketsDigest: (r.tickets_digest as string | null) ?? null,
    numbers: r.numbers === null || r.numbers === undefined ? null : json<number[]>(r.numbers),
    ticketCount: Number(r.ticket_count),
    salesCents: Number(r.sales_cents),
    rolloverFrom: (r.rollover_from as string | null) ?? null,
    rolloverInCents: Number(r.rollover_in_cents),
    poolCents: Number(r.pool_cents),
    tiers: r.tiers === null || r.tiers === undefined ? null : json<BingoTierResult[]>(r.tiers),
    paidCents: num(r.paid_cents),
    rolloverOutCents: num(r.rollover_out_cents),
  };
}

export async function loadBingoDraw(
  em: SqlEntityManager,
  drawId: string,
  lock: '' | 'for update' | 'for share' = '',
): Promise<StoredBingoDraw | undefined> {
  const row = await queryOne<Record<string, unknown>>(em, `select * from bingo_draws where id = ? ${lock}`, [drawId]);
  return row ? toDraw(row) : undefined;
}

/**
 * The draw on sale at `nowMs`: the scheduled draw right after now, opened (seed drawn and committed) by whoever
 * needs it first. Concurrent openers meet on the unique draw time; the first insert wins.
 */
export async function ensureBingoDrawOnSale(
  em: SqlEntityManager,
  nowMs: number = Date.now(),
): Promise<StoredBingoDraw> {
  const drawAt = new Date(nextBingoDrawAt(nowMs, bingoSchedule()));
  const existing = await queryOne<Record<string, unknown>>(em, `select * from bingo_draws where draw_at = ?`, [drawAt]);
  if (existing) return toDraw(existing);
  // Only when missing: an insert that loses the race still takes a number from the sequence (draw numbers stay dense).
  const seed = randomServerSeed();
  await em.execute(
    `insert into bingo_draws (id, draw_at, server_seed, server_seed_hash) values (?, ?, ?, ?) on conflict (draw_at) do nothing`,
    [randomUUID(), drawAt, seed, commitServerSeed(seed)],
    'run',
  );
  const row = await queryOne<Record<string, unknown>>(em, `select * from bingo_draws where draw_at = ?`, [drawAt]);
  return toDraw(row!);
}

/**
 * The draw the live show plays next: the earliest one not finished, else the one on sale now. Draws are opened on
 * sale by whoever needs one first (a ticket sale, the battle pass, the draw page, boot recovery), so a show that
 * comes back late (a long boot, a slow payout) can find a draw whose time passed meanwhile: it is shown late, never
 * skipped. A skipped draw would stay OPEN and hold every later one (a draw cannot close before the earlier ones
 * finish: rollovers chain in order), with its tickets' money waiting for a restart.
 */
export async function bingoDrawToShow(em: SqlEntityManager, nowMs: number = Date.now()): Promise<StoredBingoDraw> {
  const pending = await queryOne<Record<string, unknown>>(
    em,
    `select * from bingo_draws where status <> 'FINISHED' order by draw_at limit 1`,
  );
  return pending ? toDraw(pending) : ensureBingoDrawOnSale(em, nowMs);
}

export interface TicketRow {
  id: string;
  draw_id: string;
  draw_number: number | string;
  owner_id: string;
  buyer_id: string;
  source: 'BOUGHT' | 'EARNED';
  numbers: unknown;
  price_cents: number | string;
  gifted_by: string | null;
  gifted_by_name: string | null;
  matches: number | null;
  prize_cents: number | string | null;
  created_at: string | Date;
}

/** The select every ticket listing uses (joined with its draw number and the gifter's name). */
export const TICKET_SELECT = `select t.id, t.draw_id, d.number as draw_number, t.owner_id, t.buyer_id, t.source, t.numbers, t.price_cents,
  t.gifted_by, g.name as gifted_by_name, t.matches, t.prize_cents, t.created_at
  from bingo_tickets t join bingo_draws d on d.id = t.draw_id left join users g on g.id = t.gifted_by`;

/**
 * A ticket may be gifted when it was bought (paid with real money) and has not been gifted before. Earned
 * tickets are a deposit reward tied to the depositor, and one hop keeps gifts from becoming a ticket market.
 */
export const isTransferable = (row: Pick<TicketRow, 'source' | 'gifted_by'>) =>
  row.source === 'BOUGHT' && row.gifted_by === null;

export function toTicket(row: TicketRow, drawOpen: boolean): BingoTicket {
  return {
    id: row.id,
    drawId: row.draw_id,
    drawNumber: Number(row.draw_number),
    numbers: json<number[]>(row.numbers),
    source: row.source,
    transferable: drawOpen && isTransferable(row),
    giftedBy: row.gifted_by ? (row.gifted_by_name ?? '') : null,
    matches: row.matches === null ? null : Number(row.matches),
    prizeCents: row.prize_cents === null ? null : Number(row.prize_cents),
    createdAt: ms(row.created_at),
  };
}

export async function ticketsOf(
  em: SqlEntityManager,
  userId: string,
  drawIds: string[],
  drawOpen: boolean,
): Promise<BingoTicket[]> {
  if (drawIds.length === 0) return [];
  const rows = await queryRows<TicketRow>(
    em,
    `${TICKET_SELECT} where t.owner_id = ? and t.draw_id in (?) order by t.serial`,
    [userId, drawIds],
  );
  return rows.map((r) => toTicket(r, drawOpen));
}
