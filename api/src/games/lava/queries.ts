import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  LAVA_RULES,
  type LavaGameView,
  type LavaHistoryAnswer,
  type LavaItemView,
  type LavaStatus,
  type PageQuery,
  lavaLadder,
  lavaMultiplier,
  lavaParams,
  lavaPayoutCents,
  lavaVerifier,
  isUuid,
} from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';
import { type FairRoll, loadFairRoll } from '../../fair';

/** The `game` every lava bet carries in the ledger and the fairness center (and the profile history tab id). */
export const LAVA_GAME = 'lava';

export interface StoredLavaGame {
  id: string;
  userId: string;
  stakeCents: number;
  requestHash: string;
  items: LavaItemView[];
  /** Cells opened in each played row, in play order. */
  rows: number[][];
  status: LavaStatus;
  payoutCents: number | null;
  createdAt: number;
  endedAt: number | null;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function toGame(r: Record<string, unknown>): StoredLavaGame {
  return {
    id: r.id as string,
    userId: r.user_id as string,
    stakeCents: Number(r.stake_cents),
    requestHash: r.request_hash as string,
    items: json<LavaItemView[]>(r.items),
    rows: json<number[][]>(r.rows),
    status: r.status as LavaStatus,
    payoutCents: r.payout_cents === null ? null : Number(r.payout_cents),
    createdAt: new Date(r.created_at as string).getTime(),
    endedAt: r.ended_at ? new Date(r.ended_at as string).getTime() : null,
  };
}

/** A player's game by id (locked for the rest of the transaction when `lock`): every step and cash-out goes through it. */
export async function loadLavaGame(
  em: SqlEntityManager,
  gameId: string,
  userId: string,
  lock = false,
): Promise<StoredLavaGame | undefined> {
  if (!isUuid(gameId)) return undefined;
  const row = await queryOne<Record<string, unknown>>(
    em,
    `select * from lava_games where id = ? and user_id = ?${lock ? ' for update' : ''}`,
    [gameId, userId],
  );
  return row ? toGame(row) : undefined;
}

export async function playingLavaGame(em: SqlEntityManager, userId: string): Promise<StoredLavaGame | undefined> {
  const row = await queryOne<Record<string, unknown>>(
    em,
    `select * from lava_games where user_id = ? and status = 'PLAYING'`,
    [userId],
  );
  return row ? toGame(row) : undefined;
}

/** The game as its player sees it: played rows with their lava; the whole board only once the game is over. */
export function lavaGameView(game: StoredLavaGame, roll: FairRoll): LavaGameView {
  const outcome = lavaVerifier.outcome(roll, lavaParams(game.stakeCents, game.rows));
  const playing = game.status === 'PLAYING';
  const opens = game.rows.map((cells) => cells.length);
  const lost = game.status === 'LOST';
  return {
    gameId: game.id,
    status: game.status,
    stakeCents: game.stakeCents,
    items: game.items,
    rows: outcome.rows,
    nextRow: playing ? game.rows.length + 1 : null,
    skipsLeft: playing ? LAVA_RULES.rows - game.rows.length : 0,
    multiplier: lost || opens.length === 0 ? 0 : lavaMultiplier(opens),
    payoutCents: playing ? (opens.length === 0 ? 0 : lavaPayoutCents(game.stakeCents, opens)) : (game.payoutCents ?? 0),
    ladder: playing ? lavaLadder(game.stakeCents, opens) : [],
    board: playing ? null : outcome.board,
    serverSeedHash: roll.serverSeedHash,
    clientSeed: roll.clientSeed,
    nonce: roll.nonce,
    createdAt: game.createdAt,
    endedAt: game.endedAt,
  };
}

export async function viewOf(em: SqlEntityManager, game: StoredLavaGame): Promise<LavaGameView> {
  const roll = await loadFairRoll(em, game.id);
  if (!roll) throw new Error(`lava game ${game.id} has no fair bet`);
  return lavaGameView(game, roll);
}

/** `GET /api/lava/current`: the unfinished game the screen resumes, if any. */
export async function currentLavaGame(em: SqlEntityManager, userId: string): Promise<LavaGameView | null> {
  const game = await playingLavaGame(em, userId);
  return game ? viewOf(em, game) : null;
}

/** Finished games of a player, newest first. */
export async function lavaHistory(em: SqlEntityManager, userId: string, query: PageQuery): Promise<LavaHistoryAnswer> {
  if (!isUuid(userId) || !(await queryOne(em, `select id from users where id = ?`, [userId])))
    throw new AppError('USER.NOT_FOUND', [], 404);
  const total = await queryOne<{ n: number }>(
    em,
    `select count(*)::int as n from lava_games where user_id = ? and status <> 'PLAYING'`,
    [userId],
  );
  const rows = await queryRows<Record<string, unknown>>(
    em,
    `select * from lava_games where user_id = ? and status <> 'PLAYING' order by ended_at desc, id limit ? offset ?`,
    [userId, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    items: rows.map(toGame).map((g) => {
      const lost = g.status === 'LOST';
      const crossed = lost ? g.rows.slice(0, -1) : g.rows;
      return {
        gameId: g.id,
        status: g.status,
        stakeCents: g.stakeCents,
        rowsCrossed: crossed.length,
        multiplier: lost || crossed.length === 0 ? 0 : lavaMultiplier(crossed.map((c) => c.length)),
        payoutCents: g.payoutCents ?? 0,
        endedAt: g.endedAt ?? g.createdAt,
      };
    }),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
