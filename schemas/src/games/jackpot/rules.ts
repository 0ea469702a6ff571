import { JACKPOT_RULES } from './constants';

/**
 * Pot math of the jackpot, pure and shared: the room and the api settle by it, the browser shows chances and
 * re-checks a round with it.
 */

export interface PotItem {
  id: string;
  priceCents: number;
}

export interface PotEntry {
  userId: string;
  valueCents: number;
  items: readonly PotItem[];
}

export const potCents = (entries: readonly Pick<PotEntry, 'valueCents'>[]) =>
  entries.reduce((sum, e) => sum + e.valueCents, 0);

/** Each player's share of the pot in basis points (1/100 of a percent), in order of first entry; shown as chances. */
export function playerChances(
  entries: readonly Pick<PotEntry, 'userId' | 'valueCents'>[],
): { userId: string; valueCents: number; basisPoints: number }[] {
  const pot = potCents(entries);
  const byUser = new Map<string, number>();
  for (const e of entries) byUser.set(e.userId, (byUser.get(e.userId) ?? 0) + e.valueCents);
  return [...byUser].map(([userId, valueCents]) => ({
    userId,
    valueCents,
    basisPoints: pot > 0 ? Math.floor((valueCents * 10_000) / pot) : 0,
  }));
}

export const distinctPlayers = (entries: readonly Pick<PotEntry, 'userId'>[]) =>
  new Set(entries.map((e) => e.userId)).size;

export interface PotSplit {
  potCents: number;
  /** floor(pot · edgePermille / 1000): the most the house may keep. */
  budgetCents: number;
  houseItemIds: string[];
  houseCents: number;
  /** Every skin the winner receives (their own included) and its value. */
  prizeItemIds: string[];
  prizeCents: number;
}

/**
 * The house edge, taken in skins: budget = floor(pot · 95 / 1000). The other players' skins are sorted by price
 * (highest first, then item id) and each whose price still fits what is left of the budget goes to the house;
 * the winner gets everything else. The winner's own skins are never taken, so a win never returns less than
 * what the winner put in, and the house keeps at most 9.5% (less when no skin fits the budget exactly).
 */
export function splitPot(
  entries: readonly PotEntry[],
  winnerUserId: string,
  edgePermille: number = JACKPOT_RULES.edgePermille,
): PotSplit {
  const pot = potCents(entries);
  const budgetCents = Math.floor((pot * edgePermille) / 1000);
  const others = entries
    .filter((e) => e.userId !== winnerUserId)
    .flatMap((e) => e.items)
    .sort((a, b) => b.priceCents - a.priceCents || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const house = new Set<string>();
  let left = budgetCents;
  for (const item of others) {
    if (item.priceCents <= left) {
      house.add(item.id);
      left -= item.priceCents;
    }
  }
  const all = entries.flatMap((e) => e.items);
  const prize = all.filter((item) => !house.has(item.id));
  const houseCents = budgetCents - left;
  return {
    potCents: pot,
    budgetCents,
    houseItemIds: all.filter((item) => house.has(item.id)).map((item) => item.id),
    houseCents,
    prizeItemIds: prize.map((item) => item.id),
    prizeCents: pot - houseCents,
  };
}
