import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  GIVEAWAY_ALGORITHM,
  GIVEAWAY_RULES,
  GIVEAWAY_TYPES,
  type GiveawayDetailAnswer,
  type GiveawayListAnswer,
  type GiveawayPrize,
  type GiveawayStatus,
  type GiveawaySummary,
  type GiveawayType,
} from '@arena/schemas';
import { getCatalog, iconUrl } from '../commerce/catalog/catalog';
import { queryRows } from '../db/sql';
import type { StoredPrize } from './open';
import { epochMs, parseJson } from './rows';

interface GiveawayRow {
  id: number;
  type: GiveawayType;
  status: GiveawayStatus;
  starts_at: Date | string;
  ends_at: Date | string;
  server_seed: string;
  seed_hash: string;
  prizes: StoredPrize[] | string;
  min_payment_cents: number | string;
  payment_window_ms: number | string;
  min_steam_level: number;
  min_game_hours: number;
}

interface PersonRow {
  user_id: string;
  name: string;
  avatar: string | null;
}

/** A stored prize as shown: the catalogue's name and look, the price it had when the giveaway opened. */
function prizeView(cdnBaseUrl: string, prize: StoredPrize, slot: number): GiveawayPrize {
  const item = getCatalog().get(prize.catalogItemId);
  return {
    slot,
    catalogItemId: prize.catalogItemId,
    name: item?.name ?? `#${prize.catalogItemId}`,
    priceCents: prize.priceCents,
    iconUrl: item ? iconUrl(cdnBaseUrl, item) : '',
    exterior: item?.exterior ?? 'Field-Tested',
    color: item?.color ?? '#b0c3d9',
  };
}

async function summaries(
  em: SqlEntityManager,
  cdnBaseUrl: string,
  rows: GiveawayRow[],
  userId: string | null,
): Promise<GiveawaySummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => Number(row.id));
  const counts = await queryRows<{ giveaway_id: number; n: number | string }>(
    em,
    `select giveaway_id, count(*) as n from giveaway_participants where giveaway_id in (?) group by giveaway_id`,
    [ids],
  );
  const mine = userId
    ? await queryRows<{ giveaway_id: number }>(
        em,
        `select giveaway_id from giveaway_participants where user_id = ? and giveaway_id in (?)`,
        [userId, ids],
      )
    : [];
  return rows.map((row) => ({
    id: Number(row.id),
    type: row.type,
    status: row.status,
    startsAt: epochMs(row.starts_at),
    endsAt: epochMs(row.ends_at),
    seedHash: row.seed_hash,
    prizes: parseJson<StoredPrize[]>(row.prizes).map((prize, slot) => prizeView(cdnBaseUrl, prize, slot)),
    conditions: {
      minPaymentCents: Number(row.min_payment_cents),
      paymentWindowMs: Number(row.payment_window_ms),
      minSteamLevel: row.min_steam_level,
      minGameHours: row.min_game_hours,
    },
    participantCount: Number(counts.find((c) => Number(c.giveaway_id) === Number(row.id))?.n ?? 0),
    joined: mine.some((m) => Number(m.giveaway_id) === Number(row.id)),
  }));
}

export async function giveawaySummary(
  em: SqlEntityManager,
  cdnBaseUrl: string,
  giveawayId: number,
  userId: string | null,
): Promise<GiveawaySummary> {
  const rows = await queryRows<GiveawayRow>(em, `select * from giveaways where id = ?`, [giveawayId]);
  if (rows.length === 0) throw new AppError('GIVEAWAY.NOT_FOUND', [], 404);
  return (await summaries(em, cdnBaseUrl, rows, userId))[0]!;
}

/** The giveaway of each type running at `nowMs` (HOURLY, DAILY, WEEKLY order) and the latest winners, newest first. */
export async function listGiveaways(
  em: SqlEntityManager,
  cdnBaseUrl: string,
  userId: string | null,
  nowMs: number,
): Promise<GiveawayListAnswer> {
  const now = new Date(nowMs);
  const running = await queryRows<GiveawayRow>(
    em,
    `select * from giveaways where starts_at <= ? and ends_at > ? order by starts_at desc, id desc`,
    [now, now],
  );
  const current = GIVEAWAY_TYPES.map((type) => running.find((row) => row.type === type)).filter(
    (row): row is GiveawayRow => row !== undefined,
  );
  const past = await queryRows<
    PersonRow & {
      giveaway_id: number;
      type: GiveawayType;
      ends_at: Date | string;
      slot: number;
      catalog_item_id: number;
      price_cents: number | string;
    }
  >(
    em,
    `select w.giveaway_id, g.type, g.ends_at, w.slot, w.catalog_item_id, w.price_cents, w.user_id, u.name, u.avatar
     from giveaway_winners w join giveaways g on g.id = w.giveaway_id join users u on u.id = w.user_id
     order by g.ends_at desc, w.giveaway_id desc, w.slot limit ?`,
    [GIVEAWAY_RULES.pastWinnersLimit],
  );
  return {
    current: await summaries(em, cdnBaseUrl, current, userId),
    pastWinners: past.map((row) => ({
      giveawayId: Number(row.giveaway_id),
      type: row.type,
      endsAt: epochMs(row.ends_at),
      slot: row.slot,
      userId: row.user_id,
      name: row.name,
      avatar: row.avatar,
      prize: prizeView(
        cdnBaseUrl,
        { catalogItemId: Number(row.catalog_item_id), priceCents: Number(row.price_cents) },
        row.slot,
      ),
    })),
  };
}

/** One giveaway with everything a verifier needs; the seed only once the giveaway is drawn. */
export async function giveawayDetail(
  em: SqlEntityManager,
  cdnBaseUrl: string,
  giveawayId: number,
  userId: string | null,
): Promise<GiveawayDetailAnswer> {
  const rows = await queryRows<GiveawayRow>(em, `select * from giveaways where id = ?`, [giveawayId]);
  const row = rows[0];
  if (!row) throw new AppError('GIVEAWAY.NOT_FOUND', [], 404);
  const [summary] = await summaries(em, cdnBaseUrl, rows, userId);
  const participants = await queryRows<PersonRow>(
    em,
    `select p.user_id, u.name, u.avatar from giveaway_participants p join users u on u.id = p.user_id where p.giveaway_id = ? order by p.user_id`,
    [giveawayId],
  );
  const winners = await queryRows<PersonRow & { slot: number; catalog_item_id: number; price_cents: number | string }>(
    em,
    `select w.slot, w.catalog_item_id, w.price_cents, w.user_id, u.name, u.avatar from giveaway_winners w join users u on u.id = w.user_id
     where w.giveaway_id = ? order by w.slot`,
    [giveawayId],
  );
  return {
    ...summary!,
    participants: participants.map((p) => ({ userId: p.user_id, name: p.name, avatar: p.avatar })),
    serverSeed: row.status === 'OPEN' ? null : row.server_seed,
    winners: winners.map((w) => ({
      slot: w.slot,
      userId: w.user_id,
      name: w.name,
      avatar: w.avatar,
      prize: prizeView(
        cdnBaseUrl,
        { catalogItemId: Number(w.catalog_item_id), priceCents: Number(w.price_cents) },
        w.slot,
      ),
    })),
    algorithm: GIVEAWAY_ALGORITHM,
  };
}
