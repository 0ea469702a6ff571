import { POTATO_RULES } from '../../constants';

/** The fixed tables: one per buy-in, its id is its room id and the `table_id` of its games. */
export function potatoTableId(buyInCents: number): string {
  return `potato-${buyInCents}`;
}

export const POTATO_TABLE_IDS: readonly string[] = POTATO_RULES.buyInsCents.map(potatoTableId);

/** The buy-in of a table id, or null for anything that is not one of the fixed tables. */
export function potatoTableBuyIn(tableId: string): number | null {
  const buyIn = (POTATO_RULES.buyInsCents as readonly number[]).find((cents) => potatoTableId(cents) === tableId);
  return buyIn ?? null;
}

export interface PotatoPayout {
  potCents: number;
  /** What the winner receives: floor(pot × (1000 − edgePermille) / 1000). */
  payoutCents: number;
  /** The house's cut: the rest of the pot (5% of it, plus the floor's fraction of a cent). */
  houseCents: number;
}

/** The pot of a game of `players` at `buyInCents` each and the winner's share of it, in whole cents. */
export function potatoPayout(buyInCents: number, players: number): PotatoPayout {
  if (!Number.isSafeInteger(buyInCents) || buyInCents <= 0)
    throw new RangeError('buy-in must be a positive whole number of cents');
  if (!Number.isSafeInteger(players) || players < POTATO_RULES.minPlayers || players > POTATO_RULES.maxSeats)
    throw new RangeError('bad player count');
  const potCents = buyInCents * players;
  const payoutCents = Math.floor((potCents * (1000 - POTATO_RULES.edgePermille)) / 1000);
  return { potCents, payoutCents, houseCents: potCents - payoutCents };
}

/**
 * A player's expected return per cent of buy-in when every pass is random: each player is equally likely to
 * survive (the holder after any number of random passes is uniform over the survivors), so 1/players of the
 * payout: (payout / players) / buy-in.
 */
export function potatoExpectedReturn(buyInCents: number, players: number): number {
  return potatoPayout(buyInCents, players).payoutCents / players / buyInCents;
}
