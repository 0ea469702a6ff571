import { randomBytes, randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type FairBetAnswer,
  type FairSeedsAnswer,
  commitServerSeed,
  PINNED_SEED_LABELS,
  generateFloats,
} from '@arena/schemas';
import { drawSeed, fairTestSeedKey } from '../config-fair-test-seed';
import { queryOne, queryRows } from '../db/sql';
import type { AlsoWrite } from '../ledger/postings';
import { coalesced } from '../ledger/rounds/coalesce';
import { BET_FACTS } from '../db/ledger-facts';

/** What a seeded game plays one bet with: the seed triple and the pair it belongs to. */
export interface FairRoll {
  pairId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

interface PairRow {
  id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
}

/** How many revealed pairs GET /fair/seeds lists. */
export const PREVIOUS_PAIRS_SHOWN = 20;

/** A player who never chose a client seed gets a random one (they may change it at any time). */
export const randomClientSeed = (): string => randomBytes(8).toString('hex');

async function insertPair(tx: SqlEntityManager, userId: string, clientSeed: string): Promise<void> {
  // Pinned seeds (tests only) count the player's pairs so that each pair has its own label.
  const pairsBefore =
    fairTestSeedKey() === undefined
      ? 0
      : Number(
          (
            await queryOne<{ n: string | number }>(tx, `select count(*) as n from fair_seed_pairs where user_id = ?`, [
              userId,
            ])
          )?.n ?? 0,
        );
  const serverSeed = drawSeed(PINNED_SEED_LABELS.seedPair(userId, clientSeed, pairsBefore));
  // A concurrent first bet may create the pair at the same moment: the partial unique index makes one of them a no-op.
  await tx.execute(
    `insert into fair_seed_pairs (id, user_id, server_seed, server_seed_hash, client_seed) values (?, ?, ?, ?, ?)
     on conflict (user_id) where status = 'ACTIVE' do nothing`,
    [randomUUID(), userId, serverSeed, commitServerSeed(serverSeed), clientSeed],
    'run',
  );
}

/** The user's active pair, created on first use, locked until the transaction ends. */
async function lockActivePair(tx: SqlEntityManager, userId: string): Promise<PairRow> {
  const select = `select id, server_seed, server_seed_hash, client_seed, next_nonce from fair_seed_pairs where user_id = ? and status = 'ACTIVE' for update`;
  const existing = await queryOne<PairRow>(tx, select, [userId]);
  if (existing) return existing;
  await insertPair(tx, userId, randomClientSeed());
  const created = await queryOne<PairRow>(tx, select, [userId]);
  if (!created) throw new Error(`no active seed pair for ${userId}`);
  return created;
}

/**
 * Takes the next nonce of the user's active pair for one bet. Lock order: call it after `placeBetIn` in the same
 * transaction (bet row, user row, then the seed pair), so every writer takes the locks in one order. The nonce is
 * used by exactly one bet: the pair row stays locked until commit and `recordFairBet` is unique on (pair, nonce).
 */
export async function takeFairRoll(tx: SqlEntityManager, userId: string): Promise<FairRoll> {
  // One statement on the hot path: the update locks the pair row as `for update` did, and answers the nonce it took.
  const take = `update fair_seed_pairs set next_nonce = next_nonce + 1 where user_id = ? and status = 'ACTIVE'
     returning id, server_seed, server_seed_hash, client_seed, next_nonce - 1 as next_nonce`;
  let pair = await queryOne<PairRow>(tx, take, [userId]);
  if (!pair) {
    await insertPair(tx, userId, randomClientSeed());
    pair = await queryOne<PairRow>(tx, take, [userId]);
    if (!pair) throw new Error(`no active seed pair for ${userId}`);
  }
  return {
    pairId: pair.id,
    serverSeed: pair.server_seed,
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    nonce: Number(pair.next_nonce),
  };
}

/**
 * `takeFairRoll` for several bets in one statement: a user named n times takes n nonces in a row, in the order
 * named. A user without an active pair gets one first, as in takeFairRoll.
 */
export async function takeFairRolls(tx: SqlEntityManager, userIds: readonly string[]): Promise<FairRoll[]> {
  const counts = new Map<string, number>();
  for (const userId of userIds) counts.set(userId, (counts.get(userId) ?? 0) + 1);
  const take = (wanted: [string, number][]) =>
    queryRows<PairRow & { user_id: string }>(
      tx,
      `update fair_seed_pairs p set next_nonce = p.next_nonce + v.n from json_to_recordset(?::json) as v(user_id uuid, n int)
       where p.user_id = v.user_id and p.status = 'ACTIVE'
       returning p.user_id, p.id, p.server_seed, p.server_seed_hash, p.client_seed, p.next_nonce - v.n as next_nonce`,
      [JSON.stringify(wanted.map(([user_id, n]) => ({ user_id, n })))],
    );
  const pairs = new Map((await take([...counts])).map((row) => [row.user_id, row]));
  const fresh = [...counts].filter(([userId]) => !pairs.has(userId));
  if (fresh.length > 0) {
    for (const [userId] of fresh) await insertPair(tx, userId, randomClientSeed());
    for (const row of await take(fresh)) pairs.set(row.user_id, row);
  }
  const taken = new Map<string, number>();
  return userIds.map((userId) => {
    const pair = pairs.get(userId);
    if (!pair) throw new Error(`no active seed pair for ${userId}`);
    const offset = taken.get(userId) ?? 0;
    taken.set(userId, offset + 1);
    return {
      pairId: pair.id,
      serverSeed: pair.server_seed,
      serverSeedHash: pair.server_seed_hash,
      clientSeed: pair.client_seed,
      nonce: Number(pair.next_nonce) + offset,
    };
  });
}

/** `takeFairRoll` in a round's play (Ledger.play): the rolls a batch's rounds take together are one statement. */
export const takeRoundRoll = coalesced(takeFairRolls);

/** The floats of a roll, by the published generateFloats (schemas/src/fair/seeded.ts). */
export function rollFloats(roll: FairRoll, count: number): number[] {
  return generateFloats({ serverSeed: roll.serverSeed, clientSeed: roll.clientSeed, nonce: roll.nonce, count });
}

export interface FairBetRecord {
  betId: string;
  roll: FairRoll;
  game: string;
  params: unknown;
  /** Omit while the game is still being played (a round the player is still stepping through); set it with `setFairOutcome` at the end. */
  outcome?: unknown;
}

/** Ties a bet to the pair and nonce it was played with, so /fair/bets/{id} can show how to recompute it. */
export async function recordFairBet(tx: SqlEntityManager, record: FairBetRecord): Promise<void> {
  const write = fairBetWrite(record);
  await tx.execute(write.sql, write.params, 'run');
}

/** `recordFairBet` as a write to run inside another statement (a round's last one). */
export function fairBetWrite(record: FairBetRecord): AlsoWrite {
  return {
    sql: `insert into fair_bets (bet_id, pair_id, nonce, game, params, outcome) values (?, ?, ?, ?, ?, ?)`,
    params: [
      record.betId,
      record.roll.pairId,
      record.roll.nonce,
      record.game,
      JSON.stringify(record.params),
      record.outcome === undefined ? null : JSON.stringify(record.outcome),
    ],
  };
}

/** A multi-step game's final params and outcome, as a write of its last statement. */
export function fairEndWrite(betId: string, params: unknown, outcome: unknown): AlsoWrite {
  return {
    sql: `update fair_bets set params = ?, outcome = ? where bet_id = ?`,
    params: [JSON.stringify(params), JSON.stringify(outcome), betId],
  };
}

export async function setFairOutcome(tx: SqlEntityManager, betId: string, outcome: unknown): Promise<void> {
  await tx.execute(`update fair_bets set outcome = ? where bet_id = ?`, [JSON.stringify(outcome), betId], 'run');
}

/** The roll a recorded bet was played with (a multi-step game re-reads it on every step). */
export async function loadFairRoll(em: SqlEntityManager, betId: string): Promise<FairRoll | undefined> {
  const row = await queryOne<{
    pair_id: string;
    nonce: number;
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
  }>(
    em,
    `select fb.pair_id, fb.nonce, p.server_seed, p.server_seed_hash, p.client_seed
       from fair_bets fb join fair_seed_pairs p on p.id = fb.pair_id where fb.bet_id = ?`,
    [betId],
  );
  if (!row) return undefined;
  return {
    pairId: row.pair_id,
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
  };
}

const parseJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const iso = (value: unknown): string => new Date(value as string).toISOString();

export async function fairSeeds(tx: SqlEntityManager, userId: string): Promise<FairSeedsAnswer> {
  const pair = await lockActivePair(tx, userId);
  const previous = await queryRows<{
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    next_nonce: number;
    revealed_at: string;
  }>(
    tx,
    `select server_seed, server_seed_hash, client_seed, next_nonce, revealed_at from fair_seed_pairs
      where user_id = ? and status = 'REVEALED' order by revealed_at desc limit ?`,
    [userId, PREVIOUS_PAIRS_SHOWN],
  );
  return {
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    nonce: Number(pair.next_nonce),
    previous: previous.map((p) => ({
      serverSeed: p.server_seed,
      serverSeedHash: p.server_seed_hash,
      clientSeed: p.client_seed,
      lastNonce: Number(p.next_nonce) - 1,
      revealedAt: iso(p.revealed_at),
    })),
  };
}

/**
 * Reveals the active server seed and starts a new pair (with the given client seed, else the current one). Refused
 * while a seeded game played on the pair is unfinished: revealing the seed would give its hidden outcome away.
 */
export async function rotateSeedPair(
  tx: SqlEntityManager,
  userId: string,
  clientSeed?: string,
): Promise<FairSeedsAnswer> {
  const pair = await lockActivePair(tx, userId);
  const unfinished = await queryOne<{ bet_id: string }>(
    tx,
    `select fb.bet_id from fair_bets fb join ${BET_FACTS} b on b.id = fb.bet_id where fb.pair_id = ? and b.status = 'OPEN' limit 1`,
    [pair.id],
  );
  if (unfinished) throw new AppError('FAIR.GAME_IN_PROGRESS');
  await tx.execute(
    `update fair_seed_pairs set status = 'REVEALED', revealed_at = clock_timestamp() where id = ?`,
    [pair.id],
    'run',
  );
  await insertPair(tx, userId, clientSeed ?? pair.client_seed);
  return fairSeeds(tx, userId);
}

export async function fairBet(em: SqlEntityManager, betId: string): Promise<FairBetAnswer> {
  const row = await queryOne<{
    bet_id: string;
    game: string;
    nonce: number;
    params: unknown;
    outcome: unknown;
    created_at: string;
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    status: string;
  }>(
    em,
    `select fb.bet_id, fb.game, fb.nonce, fb.params, fb.outcome, fb.created_at, p.server_seed, p.server_seed_hash, p.client_seed, p.status
       from fair_bets fb join fair_seed_pairs p on p.id = fb.pair_id where fb.bet_id = ?`,
    [betId],
  );
  if (!row) throw new AppError('GLOBAL.NOT_FOUND');
  return {
    betId: row.bet_id,
    game: row.game,
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.status === 'REVEALED' ? row.server_seed : null,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
    params: parseJson(row.params),
    outcome: row.outcome === null ? null : parseJson(row.outcome),
    createdAt: iso(row.created_at),
  };
}
