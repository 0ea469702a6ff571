import { ROLL_RULES } from './constants';
import type { ErrorArg } from '../../errors/app-error';
import type { ErrorKey } from '../../errors/catalogue';
import type { RollColour } from './fair';

const usd = (cents: number) => (cents / 100).toFixed(2);

/** What a player already has in the round, per colour. */
export type RollStakes = Record<RollColour, number>;

export const NO_ROLL_STAKES: Readonly<RollStakes> = { red: 0, green: 0, black: 0 };

/**
 * Why a bet of `amountCents` on `colour` is refused, given the player's bets already in the round, or null. One
 * place for the room (authoritative, run under the round's lock) and the screen (answers at once). The player's
 * own per-bet limit and balance are the ledger's.
 */
export function rollBetRefusal(input: {
  colour: RollColour;
  amountCents: number;
  stakes: RollStakes;
  betsPlaced: number;
}): { key: ErrorKey; args: ErrorArg[] } | null {
  const r = ROLL_RULES;
  if (input.amountCents < r.minBetCents) return { key: 'BET.MIN_LIMIT', args: [usd(r.minBetCents)] };
  if (input.betsPlaced >= r.maxBetsPerRound) return { key: 'ROLL.TOO_MANY_BETS', args: [r.maxBetsPerRound] };
  const roundTotal = input.stakes.red + input.stakes.green + input.stakes.black;
  if (roundTotal + input.amountCents > r.maxRoundStakeCents)
    return { key: 'ROLL.ROUND_LIMIT', args: [usd(r.maxRoundStakeCents)] };
  // Only one colour wins a round, so the most a round can pay a player is their stake on one colour × its multiplier.
  if ((input.stakes[input.colour] + input.amountCents) * r.multipliers[input.colour] > r.maxWinCents) {
    return { key: 'ROLL.MAX_WIN', args: [usd(r.maxWinCents)] };
  }
  return null;
}
