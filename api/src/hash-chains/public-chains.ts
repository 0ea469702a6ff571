import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FairChain } from '@arena/schemas';
import { type HashChainInfo, finishedChainSeeds, listHashChains } from './chain-store';

export interface PublicChains {
  current: HashChainInfo;
  nextTerminatingHash: string | null;
  chains: FairChain[];
}

/**
 * What the fairness endpoints publish about a name's chains: every chain's salt and terminating hash, and the seed
 * of the DONE ones only (fully played, so every link is public already). Undefined before the first chain exists.
 */
export async function publicChains(em: SqlEntityManager, name: string): Promise<PublicChains | undefined> {
  const all = await listHashChains(em, name);
  const current = all.find((c) => c.status === 'CURRENT');
  if (!current) return undefined;
  const seeds = await finishedChainSeeds(em, name);
  return {
    current,
    nextTerminatingHash: all.find((c) => c.status === 'NEXT')?.terminatingHash ?? null,
    chains: all.map((c) => ({
      generation: c.generation,
      status: c.status,
      salt: c.salt,
      terminatingHash: c.terminatingHash,
      length: c.length,
      firstIndex: c.firstIndex,
      seed: c.status === 'DONE' ? (seeds.get(c.id) ?? null) : null,
    })),
  };
}
