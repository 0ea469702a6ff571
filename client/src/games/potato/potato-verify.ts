import { type PotatoFairAnswer, type PotatoVerification, verifyPotato } from '@arena/schemas';

/**
 * A finished potato game re-derived in the browser from its published data (the live table and the history row's
 * verify view use this one check): the seed against its commitment, every stage, and the winner the server named.
 * Null while the game is not over (its seed is still secret).
 */
export function checkPotatoGame(fair: PotatoFairAnswer): (PotatoVerification & { winnerMatches: boolean }) | null {
  if (!fair.serverSeed || !fair.clientSeed) return null;
  const verification = verifyPotato({
    serverSeed: fair.serverSeed,
    serverSeedHash: fair.serverSeedHash,
    clientSeed: fair.clientSeed,
    seats: fair.seats.map((s) => s.seat),
    stages: fair.stages,
  });
  const winnerMatches = verification.winnerSeat === fair.winnerSeat;
  return { ...verification, ok: verification.ok && winnerMatches, winnerMatches };
}
