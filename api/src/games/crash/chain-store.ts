import type { SqlEntityManager } from '@mikro-orm/sql';
import { CRASH_RULES, type CrashVariant } from '@arena/schemas';
import type { Orm } from '../../db/database';
import { type HashChainInfo, ensureHashChain, loadHashChain } from '../../hash-chains/chain-store';

// Crash's own modules read the shared hash-chain store through this one file.
export * from '../../hash-chains/chain-store';

export type CrashChainInfo = HashChainInfo<CrashVariant>;

export async function loadCrashChain(em: SqlEntityManager, variant: CrashVariant): Promise<CrashChainInfo | undefined> {
  return loadHashChain<CrashVariant>(em, variant);
}

/** The variant's first chain, generated and stored on first call (see ensureHashChain). */
export function ensureCrashChain(
  orm: Orm,
  variant: CrashVariant,
  length: number = CRASH_RULES.chainLength,
): Promise<CrashChainInfo> {
  return ensureHashChain<CrashVariant>(orm, variant, length);
}
