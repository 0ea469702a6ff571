import { randomInt } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  GIVEAWAY_TYPES,
  type GiveawayTypeRules,
  commitServerSeed,
  giveawayPeriodStart,
  randomServerSeed,
} from '@arena/schemas';
import { getCatalog } from '../commerce/catalog/catalog';
import { queryOne, queryRows } from '../db/sql';
import type { AppServices } from '../http/services';
import type { GiveawaySettings } from './settings';

/** A prize as stored on the giveaway: the catalogue skin and its price when the giveaway opened. */
export interface StoredPrize {
  catalogItemId: number;
  priceCents: number;
}

/**
 * One skin per slot, picked at random among the catalogue skins priced in (cap / 2, cap]; if none is, the dearest
 * skin within the cap, else the cheapest skin there is. The pick is not part of the fair draw: the prizes are
 * published with the giveaway, before anyone joins.
 */
export function pickPrizes(capsCents: readonly number[]): StoredPrize[] {
  const { items } = getCatalog(); // sorted by price ascending
  return capsCents.map((cap) => {
    const band = items.filter((item) => item.priceCents <= cap && item.priceCents * 2 > cap);
    const within = items.filter((item) => item.priceCents <= cap);
    const item = band.length > 0 ? band[randomInt(band.length)]! : (within.at(-1) ?? items[0]!);
    return { catalogItemId: item.id, priceCents: item.priceCents };
  });
}

async function openOne(
  tx: SqlEntityManager,
  type: string,
  rules: GiveawayTypeRules,
  paymentWindowMs: number,
  nowMs: number,
): Promise<number | undefined> {
  const startsAt = giveawayPeriodStart(rules, nowMs);
  const seed = randomServerSeed();
  const row = await queryOne<{ id: number }>(
    tx,
    `insert into giveaways (type, starts_at, ends_at, server_seed, seed_hash, prizes, min_payment_cents, payment_window_ms, min_steam_level, min_game_hours)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (type, starts_at) do nothing returning id`,
    [
      type,
      new Date(startsAt),
      new Date(startsAt + rules.periodMs),
      seed,
      commitServerSeed(seed),
      JSON.stringify(pickPrizes(rules.prizeCapsCents)),
      rules.minPaymentCents,
      paymentWindowMs,
      rules.minSteamLevel,
      rules.minGameHours,
    ],
  );
  return row?.id;
}

/**
 * Makes sure each type has a giveaway running at `nowMs`: the period's row is created with a fresh secret seed
 * (only its sha256 is shown), its prizes and its conditions. Idempotent and safe in several processes at once:
 * (type, starts_at) is unique. A type whose running giveaway came from another period length (the env changed)
 * keeps it until it ends. Answers the ids it opened.
 */
export async function openCurrentGiveaways(
  services: AppServices,
  settings: GiveawaySettings,
  nowMs: number,
): Promise<number[]> {
  const now = new Date(nowMs);
  const running = await queryRows<{ type: string }>(
    services.orm.em.fork() as SqlEntityManager,
    `select distinct type from giveaways where starts_at <= ? and ends_at > ?`,
    [now, now],
  );
  const missing = GIVEAWAY_TYPES.filter((type) => !running.some((row) => row.type === type));
  if (missing.length === 0) return [];
  return services.ledger.transaction(async (tx) => {
    const opened: number[] = [];
    for (const type of missing) {
      const id = await openOne(tx, type, settings.types[type], settings.paymentWindowMs, nowMs);
      if (id !== undefined) opened.push(Number(id));
    }
    return opened;
  });
}
