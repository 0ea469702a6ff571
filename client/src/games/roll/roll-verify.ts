import { type RollFairAnswer, type RollRoundVerification, roundNumberInChain, verifyRollRound } from '@arena/schemas';

/** A round re-checked in the browser, named by its id so the page says which round the verdict is about. */
export interface RollCheck {
  roundId: string;
  hash: string;
  /** The cell the server announced. */
  cell: number;
  /** The salt used: that of the chain whose published terminating hash the round's hash reaches. */
  salt: string;
  /** The chain's generation, or null when no published chain holds the hash (then the current salt is tried). */
  generation: number | null;
  result: RollRoundVerification;
}

/**
 * Re-derives a landed round's cell from its revealed hash with the shared schemas code. Rounds go on from one chain
 * to the next, each with its own salt: the round belongs to the chain its hash reaches by hashing.
 */
export function checkRollRound(
  fair: RollFairAnswer,
  round: { roundId: string; hash: string; cell: number },
): RollCheck {
  const chain =
    [...fair.chains].reverse().find((c) => roundNumberInChain(round.hash, c.terminatingHash, c.length) !== null) ??
    null;
  const salt = chain?.salt ?? fair.salt;
  return {
    ...round,
    salt,
    generation: chain?.generation ?? null,
    result: verifyRollRound({ hash: round.hash, salt, cell: round.cell }),
  };
}
