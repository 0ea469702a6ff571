import { type CrashFairAnswer, type CrashFairRound, type CrashRoundVerification, verifyCrashRound } from '@arena/schemas';

export interface RoundCheck {
  round: CrashFairRound;
  /** The hash this round must link to: the round before it, or the terminating hash for round 1; null when not in the list. */
  previousHash: string | null;
  result: CrashRoundVerification;
}

/**
 * Re-runs the published algorithm in the browser for each finished round (newest first, as the API lists
 * them): the crash point from the hash and salt, and the chain link to the round before.
 */
export function checkRound(fair: CrashFairAnswer, round: CrashFairRound, rounds: readonly CrashFairRound[]): RoundCheck {
  const before = rounds.find((r) => r.chainIndex === round.chainIndex - 1);
  const previousHash = round.chainIndex === 1 ? fair.terminatingHash : (before?.hash ?? null);
  const result = verifyCrashRound({
    hash: round.hash,
    previousHash: previousHash ?? undefined,
    salt: fair.salt,
    variant: fair.variant,
    crashPointHundredths: Math.round(round.crashPoint * 100),
  });
  return { round, previousHash, result };
}

/** A hash typed or pasted by the player, checked against the salt (and a previous hash when given). */
export function checkPastedHash(fair: CrashFairAnswer, hash: string, previousHash?: string): CrashRoundVerification {
  return verifyCrashRound({ hash, previousHash: previousHash || undefined, salt: fair.salt, variant: fair.variant });
}
