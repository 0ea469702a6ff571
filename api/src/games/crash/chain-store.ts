import type { SqlEntityManager } from '@mikro-orm/sql';
import { CRASH_RULES, type CrashVariant, generateCrashChain, randomHashHex } from '@arena/schemas';
import type { Orm } from '../../db/database';
import { execute, queryOne } from '../../db/sql';

/** Links written per insert statement while storing a new chain. */
const LINKS_PER_INSERT = 5_000;

/**
 * A stored hash chain. `crash_chains` holds every hash-chain game's chain under its name: the crash variants
 * (`classic`, `plus`) and `roll`; each name has its own seed, salt and links.
 */
export interface HashChainInfo<Name extends string = string> {
  id: number;
  variant: Name;
  salt: string;
  terminatingHash: string;
  length: number;
}

export type CrashChainInfo = HashChainInfo<CrashVariant>;

interface ChainRow {
  id: number;
  variant: string;
  salt: string;
  terminating_hash: string;
  length: number;
}

const toInfo = <Name extends string>(row: ChainRow): HashChainInfo<Name> => ({
  id: Number(row.id),
  variant: row.variant as Name,
  salt: row.salt,
  terminatingHash: row.terminating_hash,
  length: Number(row.length),
});

/** Runs `work` in one transaction on a fresh entity manager. */
export function inTransaction<T>(orm: Orm, work: (tx: SqlEntityManager) => Promise<T>): Promise<T> {
  return orm.em.fork().transactional((tx) => work(tx as SqlEntityManager));
}

export async function loadCrashChain(em: SqlEntityManager, variant: CrashVariant): Promise<CrashChainInfo | undefined> {
  return loadHashChain<CrashVariant>(em, variant);
}

/** The chain stored under `name` (a crash variant or another hash-chain game), if any. */
export async function loadHashChain<Name extends string>(em: SqlEntityManager, name: Name): Promise<HashChainInfo<Name> | undefined> {
  const row = await queryOne<ChainRow>(em, `select id, variant, salt, terminating_hash, length from crash_chains where variant = ?`, [name]);
  return row && toInfo<Name>(row);
}

/**
 * The variant's chain, generated and stored on first call (one transaction: a crash half-way leaves
 * nothing behind and the next boot starts over). The seed is random and never stored apart from being
 * the chain's last link; the salt is public from the start, like the terminating hash.
 */
export function ensureCrashChain(orm: Orm, variant: CrashVariant, length: number = CRASH_RULES.chainLength): Promise<CrashChainInfo> {
  return ensureHashChain<CrashVariant>(orm, variant, length);
}

/** `ensureCrashChain` for any chain name the crash_chains check allows (the crash variants, `roll`). */
export async function ensureHashChain<Name extends string>(orm: Orm, variant: Name, length: number): Promise<HashChainInfo<Name>> {
  const existing = await loadHashChain<Name>(orm.em.fork() as SqlEntityManager, variant);
  if (existing) return existing;
  const chain = generateCrashChain(randomHashHex(), length);
  const salt = randomHashHex();
  return inTransaction(orm, async (tx) => {
    const row = await queryOne<ChainRow>(
      tx,
      `insert into crash_chains (variant, salt, terminating_hash, length) values (?, ?, ?, ?)
       on conflict (variant) do nothing returning id, variant, salt, terminating_hash, length`,
      [variant, salt, chain.terminatingHash, length],
    );
    // Another process stored the chain first; theirs is the chain.
    if (!row) return (await loadHashChain<Name>(tx, variant))!;
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

/** The hash played at `index` (1 = first round), as lowercase hex. */
export async function chainLink(em: SqlEntityManager, chainId: number, index: number): Promise<string | undefined> {
  const row = await queryOne<{ hash: string }>(em, `select encode(hash, 'hex') as hash from crash_chain_links where chain_id = ? and idx = ?`, [
    chainId,
    index,
  ]);
  return row?.hash;
}
