import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type JackpotDrawEntry,
  assertBonusAllowed,
  commitServerSeed,
  jackpotEntryError,
} from '@arena/schemas';
import { getCatalog } from '../../commerce/catalog/catalog';
import { queryOne, queryRows } from '../../db/sql';
import type { AppServices } from '../../http/services';

/** The `game` every jackpot entry carries in the ledger (and the profile history tab id). */
export const JACKPOT_GAME = 'jackpot';

export interface StoredJackpotItem {
  id: string;
  catalogItemId: number;
  name: string;
  priceCents: number;
}

export interface StoredJackpotEntry extends JackpotDrawEntry {
  /** The entry's place in the draw's order: increasing within a round, with gaps (a sequence shared by all rounds). */
  seq: number;
  items: StoredJackpotItem[];
}

export interface StoredJackpotRound {
  id: string;
  serverSeed: string;
  serverSeedHash: string;
  status: 'OPEN' | 'FINISHED' | 'VOIDED';
  closesAtMs: number | null;
  closedAtMs: number | null;
  ticket: number | null;
  winnerUserId: string | null;
  potCents: number;
  houseCents: number;
  prizeCents: number;
  houseItemIds: string[];
  createdAt: number;
  endedAt: number | null;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * `lock`: true (or 'update') for the draw and the void, which change the round; 'share' for an entry, which only
 * needs the round to stay OPEN until it commits (share locks do not wait for each other, and an update waits for them).
 */
export async function loadJackpotRound(
  em: SqlEntityManager,
  roundId: string,
  lock: boolean | 'update' | 'share' = false,
): Promise<StoredJackpotRound | undefined> {
  const mode = lock === 'share' ? ' for share' : lock ? ' for update' : '';
  const r = await queryOne<Record<string, unknown>>(em, `select * from jackpot_rounds where id = ?${mode}`, [roundId]);
  if (!r) return undefined;
  const house =
    typeof r.house_item_ids === 'string' ? (JSON.parse(r.house_item_ids) as string[]) : (r.house_item_ids as string[]);
  return {
    id: r.id as string,
    serverSeed: r.server_seed as string,
    serverSeedHash: r.server_seed_hash as string,
    status: r.status as StoredJackpotRound['status'],
    closesAtMs: num(r.closes_at_ms),
    closedAtMs: num(r.closed_at_ms),
    ticket: num(r.ticket),
    winnerUserId: (r.winner_user_id as string | null) ?? null,
    potCents: Number(r.pot_cents),
    houseCents: Number(r.house_cents),
    prizeCents: Number(r.prize_cents),
    houseItemIds: house,
    createdAt: new Date(r.created_at as string).getTime(),
    endedAt: r.ended_at ? new Date(r.ended_at as string).getTime() : null,
  };
}

export async function loadJackpotEntries(em: SqlEntityManager, roundId: string): Promise<StoredJackpotEntry[]> {
  const rows = await queryRows<{
    bet_id: string;
    seq: number;
    user_id: string;
    value_cents: string | number;
    items: unknown;
  }>(em, `select bet_id, seq, user_id, value_cents, items from jackpot_entries where round_id = ? order by seq`, [
    roundId,
  ]);
  return rows.map((r) => ({
    betId: r.bet_id,
    seq: Number(r.seq),
    userId: r.user_id,
    valueCents: Number(r.value_cents),
    items: (typeof r.items === 'string' ? JSON.parse(r.items) : r.items) as StoredJackpotItem[],
  }));
}

/** Opens the round the room will fill, committing to a fresh server seed (only its hash is shown). */
export async function openJackpotRound(
  services: AppServices,
  input: { roundId: string; serverSeed: string },
): Promise<StoredJackpotRound> {
  await services.orm.em
    .fork()
    .execute(
      `insert into jackpot_rounds (id, server_seed, server_seed_hash) values (?, ?, ?)`,
      [input.roundId, input.serverSeed, commitServerSeed(input.serverSeed)],
      'run',
    );
  return (await loadJackpotRound(services.orm.em.fork() as SqlEntityManager, input.roundId))!;
}

/** Fixes when the countdown ends (the close time that feeds the draw); only the first call sets it. */
export async function setJackpotCloseTime(services: AppServices, roundId: string, closesAtMs: number): Promise<number> {
  const em = services.orm.em.fork() as SqlEntityManager;
  await em.execute(
    `update jackpot_rounds set closes_at_ms = ? where id = ? and status = 'OPEN' and closes_at_ms is null`,
    [closesAtMs, roundId],
    'run',
  );
  return (await loadJackpotRound(em, roundId))!.closesAtMs!;
}

export interface JackpotEntryInput {
  roundId: string;
  betId: string;
  userId: string;
  itemIds: string[];
}

/**
 * Puts a player's skins into the open pot: real, withdrawable skins only (BONUS_STAKES: BET.BONUS_NOT_ALLOWED,
 * BET.UNWITHDRAWABLE_IN_DROPZONE), per-entry limits and the player's own jackpot limit for the round, then a
 * ledger skin bet (the skins go IN_BET) and the entry row, all in one commit.
 * Locks: the round row is share-locked, so entries of different players go side by side while the draw and the
 * void (which lock it for update) wait for every entry in flight and none lands after them. The player's row is
 * locked next (the ledger's order: user, then their skins), so a player's own entries are checked one at a time
 * against their round limit. Nothing here writes the round row: the entry takes its number from a sequence (the
 * draw's order, increasing with gaps) and the pot is the sum of the entries, computed when the round is drawn.
 */
export async function enterJackpot(services: AppServices, input: JackpotEntryInput): Promise<StoredJackpotEntry> {
  return services.ledger.transaction(async (tx) => {
    const round = await loadJackpotRound(tx, input.roundId, 'share');
    if (!round || round.status !== 'OPEN') throw new AppError('CRASH.GAME_STARTED');
    // Past the announced close the entry list is final, even while the draw has not taken the row lock yet.
    if (round.closesAtMs !== null && Date.now() >= round.closesAtMs) throw new AppError('CRASH.GAME_STARTED');
    const ids = [...new Set(input.itemIds)].sort();
    if (ids.length !== input.itemIds.length) throw new AppError('INVENTORY.BAD_ID');
    const user = await queryOne<{ limit: string | number }>(
      tx,
      `select bet_jackpot_limit_cents as limit from users where id = ? for no key update`,
      [input.userId],
    );
    if (!user) throw new AppError('USER.NOT_FOUND');
    const items = await queryRows<{
      id: string;
      catalog_item_id: number;
      price_cents: string | number;
      kind: string;
      alfa: boolean;
      status: string;
    }>(
      tx,
      `select id, catalog_item_id, price_cents, kind, alfa, status from user_items where id in (?) and user_id = ? order by id for update`,
      [ids, input.userId],
    );
    if (items.length !== ids.length) throw new AppError('INVENTORY.BAD_ID');
    assertBonusAllowed(JACKPOT_GAME, { source: 'SKINS', itemKinds: items.map((i) => i.kind) });
    if (items.some((i) => i.alfa)) throw new AppError('BET.UNWITHDRAWABLE_IN_DROPZONE');
    if (items.some((i) => i.status !== 'AVAILABLE')) throw new AppError('INVENTORY.ITEM_LOCKED');
    const valueCents = items.reduce((sum, i) => sum + Number(i.price_cents), 0);
    // Read after the user row lock: the player's earlier entries have committed (read committed: a fresh snapshot).
    const mine = await queryOne<{ total: string | number }>(
      tx,
      `select coalesce(sum(value_cents), 0) as total from jackpot_entries where round_id = ? and user_id = ?`,
      [input.roundId, input.userId],
    );
    const problem = jackpotEntryError({
      skins: ids.length,
      valueCents,
      roundTotalCents: Number(mine!.total),
      userLimitCents: Number(user.limit),
    });
    if (problem) throw new AppError(problem.key, problem.args);
    await services.ledger.placeBetIn(tx, {
      betId: input.betId,
      userId: input.userId,
      game: JACKPOT_GAME,
      roundId: input.roundId,
      source: 'SKINS',
      itemIds: ids,
    });
    const catalog = getCatalog();
    const snapshot: StoredJackpotItem[] = items.map((i) => ({
      id: i.id,
      catalogItemId: Number(i.catalog_item_id),
      name: catalog.get(Number(i.catalog_item_id))?.name ?? `#${i.catalog_item_id}`,
      priceCents: Number(i.price_cents),
    }));
    // The number is drawn last, so the gap between numbering and commit (where a later number can commit first) is short.
    const inserted = await queryOne<{ seq: string | number }>(
      tx,
      `insert into jackpot_entries (bet_id, round_id, user_id, value_cents, items) values (?, ?, ?, ?, ?) returning seq`,
      [input.betId, input.roundId, input.userId, valueCents, JSON.stringify(snapshot)],
    );
    const seq = Number(inserted!.seq);
    return { betId: input.betId, seq, userId: input.userId, valueCents, items: snapshot };
  });
}
