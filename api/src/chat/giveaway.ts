import type { SqlEntityManager } from '@mikro-orm/sql';
import { CHAT_RULES, type ChatGiveaway, commitServerSeed, drawChatGiveaway, randomServerSeed } from '@arena/schemas';
import { getCatalog } from '../commerce/catalog/catalog';
import { grantItems } from '../commerce/inventory/bonus-items';
import { execute, queryOne, queryRows } from '../db/sql';
import type { AppServices } from '../http/services';

export interface GiveawayRules {
  periodMs: number;
  minMessages: number;
  prizeMaxCents: number;
}

export const DEFAULT_GIVEAWAY_RULES: GiveawayRules = {
  periodMs: CHAT_RULES.giveawayPeriodMs,
  minMessages: CHAT_RULES.giveawayMinMessages,
  prizeMaxCents: CHAT_RULES.giveawayPrizeMaxCents,
};

export interface GiveawayTickReport {
  committed: string[];
  drawn: { periodStart: string; winnerUserId: string | null; itemIds: string[] }[];
  /** Periods whose draw failed this tick: they stay COMMITTED and are drawn again at the next tick. */
  failed: { periodStart: string; error: unknown }[];
}

/** Periods are aligned to the epoch: with the default hour, 10:00-11:00 UTC and so on. */
function periodStartOf(ms: number, periodMs: number): number {
  return Math.floor(ms / periodMs) * periodMs;
}

/** Catalogue skins cheap enough to be the prize (the cheapest one if none is). */
export function giveawayPrizePool(prizeMaxCents: number): number[] {
  const { items } = getCatalog();
  const pool = items.filter((item) => item.priceCents <= prizeMaxCents).map((item) => item.id);
  return pool.length > 0 ? pool : items.slice(0, 1).map((item) => item.id);
}

/**
 * One tick of the hourly activity giveaway, safe to run any number of times, in any number of processes:
 * 1. the next period's seed is committed before the period starts (only its sha256 is published);
 * 2. every committed period that has ended is drawn: writers with at least `minMessages` messages in it are
 *    the participants, the committed seed picks the winner and a catalogue skin (schemas `drawChatGiveaway`),
 *    the skin is granted with the period as its idempotency key and the row marked drawn, in one transaction
 *    behind a row lock. A restart between ticks, or two ticks at once, grants nothing twice.
 * A period that started without a committed seed (the server was down) has no giveaway: it could not be verified.
 * Each due period is drawn in its own transaction, so one that fails is retried next tick without holding back others.
 */
export async function runGiveawayTick(
  services: AppServices,
  rules: GiveawayRules = DEFAULT_GIVEAWAY_RULES,
  now = new Date(),
): Promise<GiveawayTickReport> {
  const report: GiveawayTickReport = { committed: [], drawn: [], failed: [] };
  const next = new Date(periodStartOf(now.getTime(), rules.periodMs) + rules.periodMs);
  const end = new Date(next.getTime() + rules.periodMs);
  const seed = randomServerSeed();
  // a job with another period length (e.g. the hourly default, before a restart with
  // CHAT_GIVEAWAY_PERIOD_MS=300000) commits 22:00-23:00; a 5-minute job then finds 22:00 taken and commits 22:05,
  // 22:10... inside it, which are drawn while 22:00 stays COMMITTED for the hour (only the on-the-hour period). So a period that has not
  // started yet takes the length in force (its seed says nothing about its length, and nobody has written in it),
  // and no period is committed inside one that is already running: the grid stays one set of periods, none overlapping.
  const committed = await services.ledger.transaction(async (tx) => {
    await tx.execute(
      `update chat_giveaways set period_end = ? where period_start = ? and period_start > ? and period_end <> ? and status = 'COMMITTED'`,
      [end, next, now, end],
      'run',
    );
    return queryOne<{ period_start: Date }>(
      tx,
      `insert into chat_giveaways (period_start, period_end, server_seed, commitment, committed_at)
       select ?, ?, ?, ?, ? where not exists (select 1 from chat_giveaways where period_start < ? and period_end > ?)
       on conflict (period_start) do nothing returning period_start`,
      [next, end, seed, commitServerSeed(seed), now, next, next],
    );
  });
  if (committed) report.committed.push(next.toISOString());

  const due = await queryRows<{ period_start: Date | string }>(
    services.orm.em.fork() as SqlEntityManager,
    `select period_start from chat_giveaways where status = 'COMMITTED' and period_end <= ? order by period_start`,
    [now],
  );
  // Each period is drawn on its own: one that fails (and rolls back) once no longer aborts the tick, so the
  // periods after it are still drawn and it is tried again next tick, instead of the whole job failing on it.
  for (const row of due) {
    const periodStart = new Date(row.period_start);
    try {
      const drawn = await services.ledger.transaction((tx) => drawPeriod(services, tx, periodStart, rules, now));
      if (drawn) report.drawn.push(drawn);
    } catch (error) {
      report.failed.push({ periodStart: periodStart.toISOString(), error });
    }
  }
  return report;
}

async function drawPeriod(
  services: AppServices,
  tx: SqlEntityManager,
  periodStart: Date,
  rules: GiveawayRules,
  now: Date,
): Promise<GiveawayTickReport['drawn'][number] | undefined> {
  // The lock makes a concurrent tick wait here and then find the period drawn.
  const period = await queryOne<{ period_end: Date | string; server_seed: string; status: string }>(
    tx,
    `select period_end, server_seed, status from chat_giveaways where period_start = ? for update`,
    [periodStart],
  );
  if (period?.status !== 'COMMITTED') return undefined;
  const participants = (
    await queryRows<{ user_id: string }>(
      tx,
      `select user_id from chat_messages where created_at >= ? and created_at < ? group by user_id having count(*) >= ?`,
      [periodStart, new Date(period.period_end), rules.minMessages],
    )
  ).map((r) => r.user_id);
  const iso = periodStart.toISOString();
  const draw = drawChatGiveaway({
    serverSeed: period.server_seed,
    periodStart: iso,
    participants,
    prizeCatalogIds: giveawayPrizePool(rules.prizeMaxCents),
  });
  let itemIds: string[] = [];
  if (draw) {
    ({ itemIds } = await grantItems(services.ledger, tx, {
      userId: draw.winnerUserId,
      catalogItemIds: [draw.prizeCatalogItemId],
      kind: 'REAL',
      key: `chat-giveaway:${iso}`,
      wagerSource: 'GIVEAWAY',
    }));
  }
  // The row is locked above, so exactly one row changes; anything else rolls the grant back rather than leave a
  // granted prize on a period that still reads COMMITTED.
  const changed = await execute(
    tx,
    `update chat_giveaways set status = ?, participants = ?, winner_user_id = ?, prize_catalog_item_id = ?, prize_item_id = ?, drawn_at = ?
     where period_start = ? and status = 'COMMITTED'`,
    [
      draw ? 'DRAWN' : 'NO_WINNER',
      JSON.stringify([...participants].sort()),
      draw?.winnerUserId ?? null,
      draw?.prizeCatalogItemId ?? null,
      itemIds[0] ?? null,
      now,
      periodStart,
    ],
  );
  if (changed !== 1) throw new Error(`chat giveaway ${iso}: the draw changed ${changed} rows`);
  return { periodStart: iso, winnerUserId: draw?.winnerUserId ?? null, itemIds };
}

/** Giveaways newest first; a seed is shown only once its period is drawn. */
export async function listChatGiveaways(em: SqlEntityManager, limit = 24): Promise<ChatGiveaway[]> {
  const rows = await queryRows<{
    period_start: Date | string;
    period_end: Date | string;
    server_seed: string;
    commitment: string;
    status: ChatGiveaway['status'];
    participants: string[] | string;
    winner_user_id: string | null;
    winner_name: string | null;
    prize_catalog_item_id: number | null;
  }>(
    em,
    `select g.*, u.name as winner_name from chat_giveaways g left join users u on u.id = g.winner_user_id order by g.period_start desc limit ?`,
    [limit],
  );
  return rows.map((row) => ({
    periodStart: new Date(row.period_start).toISOString(),
    periodEnd: new Date(row.period_end).toISOString(),
    commitment: row.commitment,
    serverSeed: row.status === 'COMMITTED' ? null : row.server_seed,
    status: row.status,
    participants: typeof row.participants === 'string' ? (JSON.parse(row.participants) as string[]) : row.participants,
    winnerUserId: row.winner_user_id,
    winnerName: row.winner_name,
    prizeCatalogItemId: row.prize_catalog_item_id === null ? null : Number(row.prize_catalog_item_id),
  }));
}
