import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, centsToUsd } from '@arena/schemas';
import { queryOne } from '../db/sql';
import type { AppServices } from '../http/services';
import { steamAccountFacts } from '../steam-account';
import { epochMs } from './rows';
import { ENTRY_FACTS, TRANSFER_FACTS } from '../db/ledger-facts';

interface JoinableRow {
  status: string;
  starts_at: Date | string;
  ends_at: Date | string;
  min_payment_cents: number | string;
  payment_window_ms: number | string;
  min_steam_level: number;
  min_game_hours: number;
}

const notFound = () => new AppError('GIVEAWAY.NOT_FOUND', [], 404);
const isRunning = (row: JoinableRow | undefined, nowMs: number): row is JoinableRow =>
  row?.status === 'OPEN' && epochMs(row.starts_at) <= nowMs && nowMs < epochMs(row.ends_at);

/** Real-money deposits confirmed since `sinceMs`: the DEPOSIT transfers' credits to the player's real balance. */
export async function depositedSince(em: SqlEntityManager, userId: string, sinceMs: number): Promise<number> {
  const row = await queryOne<{ cents: number | string | null }>(
    em,
    `select coalesce(sum(e.amount), 0) as cents from ${TRANSFER_FACTS} t
     join ${ENTRY_FACTS} e on e.transfer_id = t.id and e.user_id = t.user_id and e.kind = 'USER_REAL'
     where t.user_id = ? and t.operation = 'DEPOSIT' and t.created_at >= ?`,
    [userId, new Date(sinceMs)],
  );
  return Number(row?.cents ?? 0);
}

/**
 * Joins a running giveaway, checking in the order of the keys: GIVEAWAY.NOT_FOUND (unknown, not running yet or
 * ended), ALREADY_PARTICIPANT, MIN_PAYMENT (deposits within the payment window; arg: the minimum in USD) and
 * LEVEL_AND_HOURS (args: level, hours) — also the answer for a banned game-platform account, since a ban fails the
 * same account requirements ("no bans" sits beside the level and hour minimums in docs/product-rules.md §5). The insert re-checks
 * the giveaway under a FOR SHARE lock, so a join never slips in after the draw read the participants, and the
 * primary key makes two parallel joins one.
 */
export async function joinGiveaway(
  services: AppServices,
  userId: string,
  giveawayId: number,
  nowMs: number,
): Promise<void> {
  const em = services.orm.em.fork() as SqlEntityManager;
  const giveaway = await queryOne<JoinableRow>(em, `select * from giveaways where id = ?`, [giveawayId]);
  if (!isRunning(giveaway, nowMs)) throw notFound();
  const already = await queryOne(em, `select 1 from giveaway_participants where giveaway_id = ? and user_id = ?`, [
    giveawayId,
    userId,
  ]);
  if (already) throw new AppError('GIVEAWAY.ALREADY_PARTICIPANT');

  const minPayment = Number(giveaway.min_payment_cents);
  if ((await depositedSince(em, userId, nowMs - Number(giveaway.payment_window_ms))) < minPayment) {
    throw new AppError('GIVEAWAY.MIN_PAYMENT', [centsToUsd(minPayment).toFixed(2)]);
  }
  const facts = await steamAccountFacts(services, userId);
  if (facts.banned || facts.steamLevel < giveaway.min_steam_level || facts.gameHours < giveaway.min_game_hours) {
    throw new AppError('GIVEAWAY.LEVEL_AND_HOURS', [giveaway.min_steam_level, giveaway.min_game_hours]);
  }

  await services.ledger.transaction(async (tx) => {
    const locked = await queryOne<JoinableRow>(tx, `select * from giveaways where id = ? for share`, [giveawayId]);
    if (!isRunning(locked, nowMs)) throw notFound();
    const inserted = await queryOne(
      tx,
      `insert into giveaway_participants (giveaway_id, user_id, joined_at) values (?, ?, ?) on conflict do nothing returning user_id`,
      [giveawayId, userId, new Date(nowMs)],
    );
    if (!inserted) throw new AppError('GIVEAWAY.ALREADY_PARTICIPANT');
  });
}
