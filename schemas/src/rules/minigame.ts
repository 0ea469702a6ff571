/**
 * Minigames of the battle pass (/minigame): free daily plays whose prizes are battle pass rewards. Money is always
 * integer US cents; a day is a UTC calendar day (plays reset at 00:00 UTC).
 *
 * Trinity (every signed-in player while a battle pass is ACTIVE): three face-down cards, pick one. Plays a day:
 * `freePlaysPerDay` + `playsPerLevel` per level reached in the active pass, at most `maxPlaysPerDay`.
 * Christmas gifts (premium battle pass holders while a pass is ACTIVE): five wrapped gifts, pick one, once a day.
 *
 * Each card's prize is drawn independently from the game's prize table (weights out of `totalWeight`, published on
 * the page); the player wins the card they picked. Expected value of one play, skins at their floor price:
 * Trinity ≈ 4000·5 + 2500·10 + 1800·5 + 900·20 + 200·100 over 10 000 ≈ 9.2¢ plus 0.06 bingo tickets (< 15¢ a play,
 * at most 5 plays a day); Christmas ≈ 3500·25 + 2500·25 + 1500·100 + 800·200 + 200·1000 over 10 000 ≈ 66¢ plus
 * 0.3 bingo tickets, once a day for premium holders.
 */

/** What a card can hold. SKIN is the cheapest catalog skin priced at least `fromCents` (follows catalog changes). */
export type MinigamePrizeSpec =
  | { kind: 'BALANCE'; cents: number }
  | { kind: 'BONUS'; cents: number }
  | { kind: 'BINGO_TICKETS'; count: number }
  | { kind: 'SKIN'; fromCents: number };

export interface MinigameTierSpec {
  weight: number;
  prize: MinigamePrizeSpec;
}

export const MINIGAME_GAMES = ['TRINITY', 'CHRISTMAS'] as const;
export type MinigameGame = (typeof MINIGAME_GAMES)[number];

export const MINIGAME_RULES = {
  dayMs: 24 * 60 * 60 * 1000,
  /** Every prize table's weights add up to this. */
  totalWeight: 10_000,
  /** Most tiers a prize table may have (the verifier's w1 … w8). */
  maxTiers: 8,
  /** Plays listed on the page (the player's latest). */
  recentPlays: 10,
  trinity: {
    cards: 3,
    freePlaysPerDay: 1,
    playsPerLevel: 1,
    maxPlaysPerDay: 5,
    tiers: [
      { weight: 4_000, prize: { kind: 'BONUS', cents: 5 } },
      { weight: 2_500, prize: { kind: 'BONUS', cents: 10 } },
      { weight: 1_800, prize: { kind: 'BALANCE', cents: 5 } },
      { weight: 900, prize: { kind: 'BALANCE', cents: 20 } },
      { weight: 600, prize: { kind: 'BINGO_TICKETS', count: 1 } },
      { weight: 200, prize: { kind: 'SKIN', fromCents: 1_00 } },
    ] satisfies MinigameTierSpec[],
  },
  christmas: {
    cards: 5,
    playsPerDay: 1,
    tiers: [
      { weight: 3_500, prize: { kind: 'BONUS', cents: 25 } },
      { weight: 2_500, prize: { kind: 'BALANCE', cents: 25 } },
      { weight: 1_500, prize: { kind: 'BINGO_TICKETS', count: 2 } },
      { weight: 1_500, prize: { kind: 'BALANCE', cents: 1_00 } },
      { weight: 800, prize: { kind: 'SKIN', fromCents: 2_00 } },
      { weight: 200, prize: { kind: 'SKIN', fromCents: 10_00 } },
    ] satisfies MinigameTierSpec[],
  },
} as const;

/** Trinity plays a day at battle pass level `level`. */
export function trinityPlaysPerDay(level: number): number {
  const { freePlaysPerDay, playsPerLevel, maxPlaysPerDay } = MINIGAME_RULES.trinity;
  return Math.min(maxPlaysPerDay, freePlaysPerDay + playsPerLevel * Math.max(0, level));
}

/** The UTC day number of `ms` (days since 1970-01-01) and when the next one starts. */
export const minigameDayOf = (ms: number): number => Math.floor(ms / MINIGAME_RULES.dayMs);
export const minigameNextDayAt = (ms: number): number => (minigameDayOf(ms) + 1) * MINIGAME_RULES.dayMs;
