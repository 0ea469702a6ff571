import { createHash } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  LAVA_RULES,
  assertBonusAllowed,
  type LavaGameView,
  type LavaItemView,
  type LavaStatus,
  centsToUsd,
  lavaCanContinue,
  lavaCellsError,
  lavaEntryError,
  lavaParams,
  lavaRowFits,
  lavaVerifier,
  isUuid,
} from '@arena/schemas';
import { getCatalog } from '../../commerce/catalog/catalog';
import { pgErrorCode, queryOne, queryRows } from '../../db/sql';
import { loadFairRoll, recordFairBet, setFairOutcome, takeFairRoll } from '../../fair';
import type { AppServices } from '../../http/services';
import { LAVA_GAME, type StoredLavaGame, loadLavaGame, viewOf } from './queries';

/**
 * The game's id (also its bet id) follows from the player and their Idempotency-Key, so a repeated start finds the
 * game the first call made instead of placing a second bet.
 */
export function lavaGameIdFor(userId: string, key: string): string {
  const h = createHash('sha256').update(`lava:start:${userId}:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const requestHashOf = (itemIds: readonly string[]) => [...itemIds].sort().join(',');

async function replayed(
  em: SqlEntityManager,
  gameId: string,
  userId: string,
  requestHash: string,
): Promise<LavaGameView | undefined> {
  const game = await loadLavaGame(em, gameId, userId);
  if (!game) return undefined;
  if (game.requestHash !== requestHash) throw new AppError('GLOBAL.IDEMPOTENCY_CONFLICT', ['LAVA_START']);
  return viewOf(em, game);
}

/**
 * Starts a game: skins of one kind, bonus ones as BONUS_STAKES allows (assertBonusAllowed), the entry rules (at least one skin, at most $200:
 * LAVA.ENTRY_LIMIT), one unfinished game per player (LAVA.GAME_IN_PROGRESS), then in one commit the ledger skin bet
 * (the skins go IN_BET; the per-user bet limit applies), the next nonce of the player's seed pair and the game row.
 * Idempotent by key: a repeat, even one that raced the first call, answers the same game.
 */
export async function startLava(
  services: AppServices,
  input: { userId: string; key: string; itemIds: string[] },
): Promise<LavaGameView> {
  const gameId = lavaGameIdFor(input.userId, input.key);
  const ids = [...new Set(input.itemIds)].sort();
  const requestHash = requestHashOf(input.itemIds);
  try {
    return await services.ledger.transaction(async (tx) => {
      const again = await replayed(tx, gameId, input.userId, requestHash);
      if (again) return again;
      if (ids.length !== input.itemIds.length || !ids.every((i) => isUuid(i))) throw new AppError('INVENTORY.BAD_ID');
      if (ids.length === 0 || ids.length > LAVA_RULES.maxSkinsPerEntry) {
        const count = lavaEntryError({ skins: ids.length, valueCents: 0 })!;
        throw new AppError(count.key, count.args);
      }
      const items = await queryRows<{
        id: string;
        catalog_item_id: number;
        price_cents: string | number;
        kind: string;
        status: string;
      }>(
        tx,
        `select id, catalog_item_id, price_cents, kind, status from user_items where id in (?) and user_id = ? order by id for update`,
        [ids, input.userId],
      );
      if (items.length !== ids.length) throw new AppError('INVENTORY.BAD_ID');
      assertBonusAllowed(LAVA_GAME, { source: 'SKINS', itemKinds: items.map((i) => i.kind) });
      if (items.some((i) => i.status !== 'AVAILABLE')) throw new AppError('INVENTORY.ITEM_LOCKED');
      const valueCents = items.reduce((sum, i) => sum + Number(i.price_cents), 0);
      const entry = lavaEntryError({ skins: ids.length, valueCents });
      if (entry) throw new AppError(entry.key, entry.args);
      if (await queryOne(tx, `select id from lava_games where user_id = ? and status = 'PLAYING'`, [input.userId])) {
        throw new AppError('LAVA.GAME_IN_PROGRESS');
      }
      const bet = await services.ledger.placeBetIn(tx, {
        betId: gameId,
        userId: input.userId,
        game: LAVA_GAME,
        roundId: gameId,
        source: 'SKINS',
        itemIds: ids,
      });
      const roll = await takeFairRoll(tx, input.userId);
      await recordFairBet(tx, { betId: gameId, roll, game: LAVA_GAME, params: lavaParams(bet.stakeCents, []) });
      const catalog = getCatalog();
      const snapshot: LavaItemView[] = items.map((i) => ({
        id: i.id,
        catalogItemId: Number(i.catalog_item_id),
        name: catalog.get(Number(i.catalog_item_id))?.name ?? `#${i.catalog_item_id}`,
        priceCents: Number(i.price_cents),
      }));
      try {
        await tx.execute(
          `insert into lava_games (id, user_id, stake_cents, request_hash, items) values (?, ?, ?, ?, ?)`,
          [gameId, input.userId, bet.stakeCents, requestHash, JSON.stringify(snapshot)],
          'run',
        );
      } catch (error) {
        // Another start of this player committed first (the partial unique index): this one rolls back whole.
        if (pgErrorCode(error) === '23505') throw new AppError('LAVA.GAME_IN_PROGRESS');
        throw error;
      }
      return viewOf(tx, (await loadLavaGame(tx, gameId, input.userId))!);
    });
  } catch (error) {
    // Stripe's rule: a repeat that lost a race against its own first call answers what that call stored.
    if (!(error instanceof AppError && error.key === 'GLOBAL.IDEMPOTENCY_CONFLICT')) {
      const stored = await services.ledger
        .transaction((tx) => replayed(tx, gameId, input.userId, requestHash))
        .catch(() => undefined);
      if (stored) return stored;
    }
    throw error;
  }
}

async function lockPlaying(tx: SqlEntityManager, userId: string, gameId: string): Promise<StoredLavaGame> {
  const game = await loadLavaGame(tx, gameId, userId, true);
  if (!game) throw new AppError('BET.NOT_FOUND', [], 404);
  if (game.status !== 'PLAYING') throw new AppError('BET.ALREADY_FINISHED');
  return game;
}

/**
 * Ends the game in the caller's transaction: the ledger settles the bet (the skins are consumed; a win is paid to
 * the real balance, as every skin bet is), the fairness record gets its final params and outcome, and the row its
 * status. The game row is locked first, then settleBet locks the bet row and the accounts: one order everywhere.
 */
async function endGame(
  services: AppServices,
  tx: SqlEntityManager,
  game: StoredLavaGame,
  rows: number[][],
  status: LavaStatus,
  payoutCents: number,
) {
  const roll = await loadFairRoll(tx, game.id);
  if (!roll) throw new Error(`lava game ${game.id} has no fair bet`);
  const params = lavaParams(game.stakeCents, rows);
  const outcome = lavaVerifier.outcome(roll, params);
  if (outcome.payoutCents !== payoutCents)
    throw new Error(`lava game ${game.id}: pay-out ${payoutCents} is not the outcome's ${outcome.payoutCents}`);
  await services.ledger.settleBetIn(tx, game.id, payoutCents);
  await tx.execute(`update fair_bets set params = ? where bet_id = ?`, [JSON.stringify(params), game.id], 'run');
  await setFairOutcome(tx, game.id, outcome);
  await tx.execute(
    `update lava_games set rows = ?, status = ?, payout_cents = ?, ended_at = now() where id = ? and status = 'PLAYING'`,
    [JSON.stringify(rows), status, payoutCents, game.id],
    'run',
  );
}

/**
 * Opens `cells` in row `row`. The row must be the one the game is on (LAVA.WRONG_ROW: a retried step never plays a
 * row twice), the cells 1 to 6 distinct ones of 1..8 (LAVA.BAD_CELLS), and crossing must pay no more than the max
 * win (LAVA.MAX_WIN). Lava ends the game lost; the last skip or the cap ends it paid; otherwise it goes on.
 */
export async function stepLava(
  services: AppServices,
  input: { userId: string; gameId: string; row: number; cells: number[] },
): Promise<LavaGameView> {
  return services.ledger.transaction(async (tx) => {
    const game = await lockPlaying(tx, input.userId, input.gameId);
    if (input.row !== game.rows.length + 1) throw new AppError('LAVA.WRONG_ROW');
    const cellsError = lavaCellsError(input.cells);
    if (cellsError) throw new AppError(cellsError.key, cellsError.args);
    const opens = game.rows.map((r) => r.length);
    if (!lavaRowFits(game.stakeCents, opens, input.cells.length))
      throw new AppError('LAVA.MAX_WIN', [centsToUsd(LAVA_RULES.maxWinCents).toFixed(2)]);
    const rows = [...game.rows, [...input.cells].sort((a, b) => a - b)];
    const roll = await loadFairRoll(tx, game.id);
    if (!roll) throw new Error(`lava game ${game.id} has no fair bet`);
    const outcome = lavaVerifier.outcome(roll, lavaParams(game.stakeCents, rows));
    if (outcome.result === 'LOSS') {
      await endGame(services, tx, game, rows, 'LOST', 0);
    } else if (
      !lavaCanContinue(
        game.stakeCents,
        outcome.rows.map((r) => r.cells.length),
      )
    ) {
      await endGame(
        services,
        tx,
        game,
        rows,
        rows.length >= LAVA_RULES.rows ? 'CLEARED' : 'MAX_WIN',
        outcome.payoutCents,
      );
    } else {
      await tx.execute(`update lava_games set rows = ? where id = ?`, [JSON.stringify(rows), game.id], 'run');
      // The record follows the game, so /fair/bets shows the rows played so far.
      await tx.execute(
        `update fair_bets set params = ? where bet_id = ?`,
        [JSON.stringify(lavaParams(game.stakeCents, rows)), game.id],
        'run',
      );
    }
    return viewOf(tx, (await loadLavaGame(tx, game.id, input.userId))!);
  });
}

/**
 * Takes the win after at least one crossed row (LAVA.NO_ROW_CROSSED before). Two cash-outs racing: the game row
 * lock orders them, the second finds the game over (BET.ALREADY_FINISHED), and the ledger would refuse a second
 * ending of the bet anyway.
 */
export async function cashOutLava(
  services: AppServices,
  input: { userId: string; gameId: string },
): Promise<LavaGameView> {
  return services.ledger.transaction(async (tx) => {
    const game = await lockPlaying(tx, input.userId, input.gameId);
    if (game.rows.length === 0) throw new AppError('LAVA.NO_ROW_CROSSED');
    const roll = await loadFairRoll(tx, game.id);
    if (!roll) throw new Error(`lava game ${game.id} has no fair bet`);
    const outcome = lavaVerifier.outcome(roll, lavaParams(game.stakeCents, game.rows));
    await endGame(services, tx, game, game.rows, 'CASHED_OUT', outcome.payoutCents);
    return viewOf(tx, (await loadLavaGame(tx, game.id, input.userId))!);
  });
}
