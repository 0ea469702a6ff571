import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { BingoBuyAnswer, BingoCurrentAnswer } from '@arena/schemas';
import { queryOne, queryRows } from '../../../db/sql';
import { type CommerceTestApp, type Player, startCommerceTestApp } from '../../../testing/commerce-test-app';
import { setBingoSchedule } from '../schedule';
import { BALANCE_FACTS, TRANSFER_FACTS } from '../../../db/ledger-facts';

/**
 * Bingo api tests run the real API (every route) over a fresh database with the commerce jobs driven by hand.
 * Each test picks its own hourly schedule offset, so the draw on sale is that test's alone.
 */
export async function startBingoApp(): Promise<CommerceTestApp> {
  return startCommerceTestApp();
}

// Half an hour ahead of the file's start, so no test's draw is ever due (or wraps into the next hour) while it runs,
// whatever the time of day.
let offset = Date.now() + 30 * 60_000;
/**
 * An hourly schedule no other test in the file uses: the draw on sale is a fresh one, 61 s earlier than the draws
 * earlier tests left open (a draw closes only after the draws before it are finished).
 */
export function freshHourlySchedule(): void {
  offset -= 61_000;
  setBingoSchedule({ anchorMs: offset, intervalMs: 3_600_000 });
}

export const em = (t: CommerceTestApp) => t.services.orm.em.fork() as SqlEntityManager;

/** Real balance without the deposit hook (a direct ledger credit that does not count as a deposit). */
export async function credit(t: CommerceTestApp, player: Player, amountCents: number): Promise<void> {
  await t.services.ledger.deposit({ userId: player.userId, amountCents, key: randomUUID(), countsAsDeposit: false });
}

export async function buy(t: CommerceTestApp, player: Player, tickets: (number[] | null)[], key?: string | null) {
  return t.post(player, '/api/bingo/tickets', { tickets }, key);
}

export async function bought(
  t: CommerceTestApp,
  player: Player,
  tickets: (number[] | null)[],
): Promise<BingoBuyAnswer> {
  const res = await buy(t, player, tickets);
  if (res.statusCode !== 200) throw new Error(`buy failed: ${res.body}`);
  return res.json<BingoBuyAnswer>();
}

export async function current(t: CommerceTestApp, player: Player | null): Promise<BingoCurrentAnswer> {
  return (await t.get(player, '/api/bingo/current')).json<BingoCurrentAnswer>();
}

export const keyOf = (res: { json(): unknown; statusCode: number }) =>
  res.statusCode === 200 ? 'OK' : (res.json() as { error: { key: string } }).error.key;

export async function prizeTransfers(t: CommerceTestApp, ticketIds: string[]): Promise<Record<string, number>> {
  if (ticketIds.length === 0) return {};
  const rows = await queryRows<{ key: string; n: number }>(
    em(t),
    `select t.idempotency_key as key, count(*)::int as n from ${TRANSFER_FACTS} t where t.operation = 'BINGO_PRIZE' and t.idempotency_key in (?) group by t.idempotency_key`,
    [ticketIds],
  );
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
}

export async function houseCents(t: CommerceTestApp): Promise<number> {
  return Number(
    (await queryOne<{ balance: string }>(
      em(t),
      `select sum(a.balance) as balance from ${BALANCE_FACTS} a where a.kind = 'HOUSE'`,
    ))!.balance,
  );
}
