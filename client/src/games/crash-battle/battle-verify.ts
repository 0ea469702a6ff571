import { type CrashBattleFairAnswer, type CrashBattleVerification, verifyCrashBattle } from '@arena/schemas';

/** Multipliers with two decimals (as the fairness answer lists them) → hundredths, without float drift. */
const hundredths = (multiplier: number) => Math.round(multiplier * 100);

/**
 * Re-derives every round's crash point and every bot target of a finished battle in the browser, with the
 * same code the server used (schemas). Null while the server seed is still secret.
 */
export function verifyBattle(fair: CrashBattleFairAnswer): CrashBattleVerification | null {
  if (!fair.serverSeed || fair.clientSeed === null) return null;
  return verifyCrashBattle({
    serverSeed: fair.serverSeed,
    serverSeedHash: fair.serverSeedHash,
    clientSeed: fair.clientSeed,
    seats: fair.seats,
    crashPoints: fair.rounds.map((round) => hundredths(round.crashPoint)),
    bots: fair.bots.map((bot) => ({ seat: bot.seat, targets: bot.targets.map(hundredths) })),
  });
}
