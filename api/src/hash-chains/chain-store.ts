import type { SqlEntityManager } from '@mikro-orm/sql';
import { type ChainStatus, PINNED_SEED_LABELS, generateCrashChain, linkOfRound, nextChainDue } from '@arena/schemas';
import { drawSeed } from '../config-fair-test-seed';
import type { Orm } from '../db/database';
import { execute, queryOne, queryRows } from '../db/sql';

/** Links written per insert statement while storing a new chain. */
const LINKS_PER_INSERT = 5_000;

/**
 * A stored hash chain. `crash_chains` holds every hash-chain game's chains under its name: the crash variants
 * (`classic`, `plus`) and `roll`; each chain has its own seed, salt and links. A name plays its chains one after
 * another (generation 1, 2, …): round numbers count on across them, chain N's link i being round `firstIndex + i`.
 */
export interface HashChainInfo<Name extends string = string> {
  id: number;
  variant: Name;
  salt: string;
  terminatingHash: string;
  length: number;
  generation: number;
  firstIndex: number;
  status: ChainStatus;
}

interface ChainRow {
  id: number;
  variant: string;
  salt: string;
  terminating_hash: string;
  length: number;
  generation: number;
  first_index: number;
  status: ChainStatus;
}

const COLUMNS = `id, variant, salt, terminating_hash, length, generation, first_index, status`;

const toInfo = <Name extends string>(row: ChainRow): HashChainInfo<Name> => ({
  id: Number(row.id),
  variant: row.variant as Name,
  salt: row.salt,
  terminatingHash: row.terminating_hash,
  length: Number(row.length),
  generation: Number(row.generation),
  firstIndex: Number(row.first_index),
  status: row.status,
});

/** Runs `work` in one transaction on a fresh entity manager. */
export function inTransaction<T>(orm: Orm, work: (tx: SqlEntityManager) => Promise<T>): Promise<T> {
  return orm.em.fork().transactional((tx) => work(tx as SqlEntityManager));
}

/** The chain `name` (a crash variant or another hash-chain game) plays now, if any. */
export async function loadHashChain<Name extends string>(
  em: SqlEntityManager,
  name: Name,
): Promise<HashChainInfo<Name> | undefined> {
  const row = await queryOne<ChainRow>(
    em,
    `select ${COLUMNS} from crash_chains where variant = ? and status = 'CURRENT'`,
    [name],
  );
  return row && toInfo<Name>(row);
}

/** Every chain of `name`, oldest first: the DONE ones, the CURRENT one and the NEXT one once committed. */
export async function listHashChains<Name extends string>(
  em: SqlEntityManager,
  name: Name,
): Promise<HashChainInfo<Name>[]> {
  const rows = await queryRows<ChainRow>(
    em,
    `select ${COLUMNS} from crash_chains where variant = ? order by generation`,
    [name],
  );
  return rows.map((row) => toInfo<Name>(row));
}

/**
 * Generates a chain and stores it under `name` with the given place (one transaction: a crash half-way leaves
 * nothing behind). The seed is random (pinned in tests: config-fair-test-seed.ts) and never stored apart from being the chain's last link; the salt is
 * public from the start, like the terminating hash. Undefined when another process stored that place first
 * (the partial unique indexes allow one CURRENT and one NEXT per name).
 */
async function storeChain<Name extends string>(
  orm: Orm,
  name: Name,
  length: number,
  place: { generation: number; firstIndex: number; status: 'CURRENT' | 'NEXT' },
): Promise<HashChainInfo<Name> | undefined> {
  const chain = generateCrashChain(drawSeed(PINNED_SEED_LABELS.chainSeed(name, place.generation)), length);
  const salt = drawSeed(PINNED_SEED_LABELS.chainSalt(name, place.generation));
  return inTransaction(orm, async (tx) => {
    const row = await queryOne<ChainRow>(
      tx,
      `insert into crash_chains (variant, salt, terminating_hash, length, generation, first_index, status) values (?, ?, ?, ?, ?, ?, ?)
       on conflict do nothing returning ${COLUMNS}`,
      [name, salt, chain.terminatingHash, length, place.generation, place.firstIndex, place.status],
    );
    if (!row) return undefined;
    for (let start = 0; start < length; start += LINKS_PER_INSERT) {
      const batch = chain.roundHashes.slice(start, start + LINKS_PER_INSERT);
      await execute(
        tx,
        `insert into crash_chain_links (chain_id, idx, hash)
         select ?, ? + t.ord::int, decode(t.h, 'hex') from unnest(string_to_array(?, ',')) with ordinality as t(h, ord)`,
        [row.id, start, batch.join(',')],
      );
    }
    return toInfo<Name>(row);
  });
}

/** The chain `name` plays now; its first chain is generated and stored when the name has none yet. */
export async function ensureHashChain<Name extends string>(
  orm: Orm,
  variant: Name,
  length: number,
): Promise<HashChainInfo<Name>> {
  const existing = await loadHashChain<Name>(orm.em.fork() as SqlEntityManager, variant);
  if (existing) return existing;
  const stored = await storeChain(orm, variant, length, { generation: 1, firstIndex: 0, status: 'CURRENT' });
  // Another process stored the chain first; theirs is the chain.
  return stored ?? (await loadHashChain<Name>(orm.em.fork() as SqlEntityManager, variant))!;
}

/**
 * Commits the next chain once fewer than 10% of the current chain's links are unspent (CHAIN_ROLLOVER_REMAINING_SHARE):
 * generated, stored as NEXT right after the current chain's last round, its terminating hash public from then on.
 * `spentIndex` is the highest round number used so far. Answers the NEXT chain when there is one (new or not).
 * Safe to call from several places at once: one NEXT per name, the others find it.
 */
export async function prepareNextChain<Name extends string>(
  orm: Orm,
  name: Name,
  spentIndex: number,
  length: number,
): Promise<HashChainInfo<Name> | undefined> {
  const chains = await listHashChains<Name>(orm.em.fork() as SqlEntityManager, name);
  const next = chains.find((c) => c.status === 'NEXT');
  if (next) return next;
  const current = chains.find((c) => c.status === 'CURRENT');
  if (!current || !nextChainDue(current.length, spentIndex - current.firstIndex)) return undefined;
  const place = {
    generation: current.generation + 1,
    firstIndex: current.firstIndex + current.length,
    status: 'NEXT' as const,
  };
  return (
    (await storeChain(orm, name, length, place)) ??
    (await listHashChains<Name>(orm.em.fork() as SqlEntityManager, name)).find((c) => c.status === 'NEXT')
  );
}

export class ChainUsedUpError extends Error {}

export interface ClaimedLink<Name extends string> {
  chain: HashChainInfo<Name>;
  /** The round number (counting across chains). */
  roundIndex: number;
  /** The link's hash, lowercase hex. */
  hash: string;
}

/**
 * The link round `roundIndex` plays, inside the round-opening transaction. When the current chain is spent, the
 * NEXT chain becomes CURRENT and the old one DONE in this same commit, so the switch has no gap and no state
 * between (a restart sees either the old pair or the new one). Throws ChainUsedUpError when no NEXT is committed.
 */
export async function claimLink<Name extends string>(
  tx: SqlEntityManager,
  name: Name,
  roundIndex: number,
): Promise<ClaimedLink<Name>> {
  let chain = await loadHashChain<Name>(tx, name);
  if (!chain) throw new ChainUsedUpError(`no ${name} chain: boot recovery stores it before rooms open`);
  if (linkOfRound(chain, roundIndex) === null) {
    const next = await queryOne<ChainRow>(
      tx,
      `select ${COLUMNS} from crash_chains where variant = ? and status = 'NEXT' for update`,
      [name],
    );
    if (!next || linkOfRound(toInfo(next), roundIndex) === null)
      throw new ChainUsedUpError(
        `the ${name} chain is used up (${chain.length} rounds) and no next chain is committed`,
      );
    await execute(tx, `update crash_chains set status = 'DONE' where id = ? and status = 'CURRENT'`, [chain.id]);
    await execute(tx, `update crash_chains set status = 'CURRENT' where id = ? and status = 'NEXT'`, [next.id]);
    chain = { ...toInfo<Name>(next), status: 'CURRENT' };
  }
  const hash = await chainLink(tx, chain.id, linkOfRound(chain, roundIndex)!);
  if (!hash) throw new ChainUsedUpError(`${name} chain ${chain.generation} link for round ${roundIndex} is missing`);
  return { chain, roundIndex, hash };
}

/** The hash at link `index` of a chain (1 = its first round), as lowercase hex. */
export async function chainLink(em: SqlEntityManager, chainId: number, index: number): Promise<string | undefined> {
  const row = await queryOne<{ hash: string }>(
    em,
    `select encode(hash, 'hex') as hash from crash_chain_links where chain_id = ? and idx = ?`,
    [chainId, index],
  );
  return row?.hash;
}

/** The seed of each DONE chain (its last link, played as its last round), by chain id. Other chains keep theirs secret. */
export async function finishedChainSeeds(em: SqlEntityManager, name: string): Promise<Map<number, string>> {
  const rows = await queryRows<{ id: number; seed: string }>(
    em,
    `select c.id, encode(l.hash, 'hex') as seed from crash_chains c join crash_chain_links l on l.chain_id = c.id and l.idx = c.length
     where c.variant = ? and c.status = 'DONE'`,
    [name],
  );
  return new Map(rows.map((r) => [Number(r.id), r.seed]));
}

/**
 * SQL joining a round table aliased `r` (with `chain_index`) to its chain `c` and link `l`; `?` is the chain name.
 * Rounds count on across chains, so the chain is the one whose range holds the round.
 */
export const ROUND_LINK_JOIN = `join crash_chains c on c.variant = ? and r.chain_index > c.first_index and r.chain_index <= c.first_index + c.length
     join crash_chain_links l on l.chain_id = c.id and l.idx = r.chain_index - c.first_index`;
