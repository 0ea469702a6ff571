import { AppError } from '../errors/app-error';
import { type BetGameId, GAME_CARDS } from '../games/cards';

/**
 * Which games take a bonus stake (bonus balance or bonus skins; docs/product-rules.md §5 "Bonus items: not allowed in some modes").
 *
 * Principle: a bonus stake is the house lending play value to a player, so it may only be staked where the house
 * is the other side of the bet. Games against the house allow it (their winnings stay bonus, see the ledger);
 * player-versus-player pools are real only, because a bonus stake there would turn another player's real money
 * into the bonus player's winnings (or the bonus player's bonus value into a real prize for someone else).
 *
 * Each game's definition says whether it takes one (games/<game>/index.ts, `bets.bonusStakes`); this table is read
 * off the cards (games/cards.ts), keyed by the ledger's `game` of each bet path, and the ledger (placeBet) and every game read it.
 */
export const BONUS_STAKES = Object.fromEntries(
  GAME_CARDS.flatMap((game) => (game.bets ? [[game.id, game.bets.bonusStakes]] : [])),
) as Readonly<Record<BetGameId, boolean>>;

export type BonusStakeGame = BetGameId;

/** True when `game` is a key of the table (a game's bet path); the ledger's start-up warm-up bets are unlisted. */
export const isBonusStakeGame = (game: string): game is BonusStakeGame => Object.hasOwn(BONUS_STAKES, game);

export const bonusStakeAllowed = (game: BonusStakeGame): boolean => BONUS_STAKES[game];

/** What a stake is made of: a money source, or the kinds of the staked skins (ItemKind: REAL or BONUS). */
export interface StakeMakeup {
  source: 'REAL' | 'BONUS' | 'SKINS';
  itemKinds?: readonly string[];
}

/** A stake is bonus when it comes from the bonus balance or holds any bonus skin. */
export const isBonusStake = (stake: StakeMakeup): boolean =>
  stake.source === 'BONUS' || (stake.source === 'SKINS' && (stake.itemKinds ?? []).some((kind) => kind === 'BONUS'));

/**
 * The one refusal of a bonus stake: BET.BONUS_NOT_ALLOWED where the table says real only. Skins of both kinds in
 * one stake are refused everywhere (INVENTORY.MIXED_KINDS, the client's selection rule) so a stake is wholly
 * real or wholly bonus and its winnings have one side to go to.
 */
export function assertBonusAllowed(game: BonusStakeGame, stake: StakeMakeup): void {
  if (isBonusStake(stake) && !BONUS_STAKES[game]) throw new AppError('BET.BONUS_NOT_ALLOWED');
  const kinds = new Set(stake.source === 'SKINS' ? (stake.itemKinds ?? []) : []);
  if (kinds.has('BONUS') && kinds.size > 1) throw new AppError('INVENTORY.MIXED_KINDS');
}
