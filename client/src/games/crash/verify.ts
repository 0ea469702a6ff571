import {
  type CrashFairAnswer,
  type CrashFairRound,
  type CrashRoundVerification,
  type FairChain,
  verifyCrashRound,
} from '@arena/schemas';

export interface RoundCheck {
  round: CrashFairRound;
  /** The hash this round must link to: the round before it, or its chain's terminating hash for the chain's first round; null when not in the list. */
  previousHash: string | null;
  /** The chain the round's hash belongs to (its salt computes the crash point); null when not published. */
  chain: FairChain | null;
  result: CrashRoundVerification;
}

/**
 * Re-runs the published algorithm in the browser for each finished round (newest first, as the API lists
 * them): the crash point from the hash and salt, and the chain link to the round before.
 */
export function checkRound(
  fair: CrashFairAnswer,
  round: CrashFairRound,
  rounds: readonly CrashFairRound[],
): RoundCheck {
  // Rounds number on across chains; each chain has its own salt, and its first round links to its own terminating hash.
  const chain = fair.chains.find((c) => c.generation === round.chain) ?? null;
  const before = rounds.find((r) => r.chainIndex === round.chainIndex - 1);
  const firstOfChain = chain !== null && round.chainIndex === chain.firstIndex + 1;
  const previousHash = firstOfChain ? chain.terminatingHash : (before?.hash ?? null);
  const result = verifyCrashRound({
    hash: round.hash,
    previousHash: previousHash ?? undefined,
    salt: chain?.salt ?? fair.salt,
    variant: fair.variant,
    crashPointHundredths: Math.round(round.crashPoint * 100),
  });
  return { round, previousHash, chain, result };
}

/** A hash typed or pasted by the player, checked against the salt (and a previous hash when given). */
export function checkPastedHash(fair: CrashFairAnswer, hash: string, previousHash?: string): CrashRoundVerification {
  return verifyCrashRound({ hash, previousHash: previousHash || undefined, salt: fair.salt, variant: fair.variant });
}
