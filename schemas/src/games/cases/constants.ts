/**
 * Cases: a case is bought at its price and opens into one of its skins, picked by float_0 over the cumulative odds
 * weights (games/cases/fair.ts). A case's price is ceil(EV / (1 - edge)), EV being the odds-weighted catalog
 * value of its skins and the edge chosen per case in the database (about 10%). One request opens 1 to
 * `maxOpenCount` cases (each its own bet and nonce). A case holds at most `maxItems` skins (the verifier's slots)
 * whose weights add up to at most `maxTotalWeight` (so float_0 · total is an exact integer product).
 */
export const CASE_RULES = {
  maxOpenCount: 5,
  maxItems: 10,
  maxTotalWeight: 1_000_000,
  /** Tiles of the reel before the winning one, and how long it spins. */
  reelTilesBefore: 40,
  reelMs: 4_500,
} as const;
