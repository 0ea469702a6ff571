import { HOUSE_EDGE, ROUND_LIMITS } from './platform';

/**
 * Single-player games on the fairness center: upgrade, lava, plinko, second life, mines, cases. Money is always
 * integer US cents.
 */

/**
 * Upgrade (issue 12): stake real skins on a catalog skin worth `multiplier` = target / entry times more.
 * Chance in millionths = floor(returnMillionths · entry / target), so chance × multiplier = 1 − 0.095 (the
 * spec's upgrade edge) up to one millionth of rounding, always in the house's favour: the expected return is
 * 90.5% at every target. The spec's "6% margin" is the dial's margin: the win arc never comes within 6% of
 * either end of the dial, i.e. the chance stays in [6%, 94%]. With the 1.01x minimum the chance is at most
 * 89.6%, so the top never binds; the bottom sets the largest multiplier, 0.905 / 0.06 ≈ 15.08x. A target
 * outside 1.01x-15.08x is UPGRADE.BAD_MULTIPLIER; an entry over $200 or a target over $2,000 (the round
 * limits) is UPGRADE.AMOUNT_LIMIT. The draw: win iff floor(float_0 · 10^6) < chance.
 */
export const UPGRADE_RULES = {
  /** (1 − HOUSE_EDGE.upgrade) in millionths. */
  returnMillionths: Math.round((1 - HOUSE_EDGE.upgrade) * 1_000_000),
  /** The 6% margin at each end of the dial. */
  minChanceMillionths: ROUND_LIMITS.upgradeMarginPercent * 10_000,
  maxChanceMillionths: 1_000_000 - ROUND_LIMITS.upgradeMarginPercent * 10_000,
  /** target · 100 ≥ entry · 101. */
  minMultiplierHundredths: Math.round(ROUND_LIMITS.upgradeMinMultiplier * 100),
  minEntryCents: 10,
  maxEntryCents: ROUND_LIMITS.maxSkinValueCents,
  maxTargetCents: ROUND_LIMITS.maxWinCents,
  maxEntrySkins: 10,
  /** Upgrades the last-upgrades feed shows, and how often the screen asks for new ones. */
  recentLimit: 20,
  recentPollMs: 4_000,
  /** The dial's spin before it lands on the server's roll. */
  spinMs: 3_200,
} as const;
/**
 * Lava (the grid game, spec §4, §5, §9): a game is up to `rows` rows of `cells` cells (the spec's 5 skips: each
 * row crossed uses one, and the game ends when they run out). Lava hides in `lavaCells` cells of every row, so a
 * player may open from `minOpen` to `maxOpen` (= cells − lava) cells; surviving k cells has chance
 * C(6,k)/C(8,k) and multiplies the game's fair factor by C(8,k)/C(6,k). The house edge is taken once, at the
 * pay-out: win = floor(stake × (1 − edge) × Π factors), so every choice (each k, and stopping) returns
 * 1 − edge on average. Stake: real skins only; a win is paid to the real balance (as crash pays skin bets).
 */
export const LAVA_RULES = {
  cells: ROUND_LIMITS.lavaCells,
  lavaCells: ROUND_LIMITS.lavaCells - ROUND_LIMITS.lavaMaxOpen,
  minOpen: ROUND_LIMITS.lavaMinOpen,
  maxOpen: ROUND_LIMITS.lavaMaxOpen,
  rows: ROUND_LIMITS.lavaSkips,
  /** HOUSE_EDGE.lava in thousandths, so pay-outs are integer arithmetic (95 = 9.5%). */
  edgePermille: Math.round(HOUSE_EDGE.lava * 1000),
  minEntryCents: 10,
  /** LAVA.ENTRY_LIMIT above it (spec §9: at most $200 of skins per round). */
  maxEntryCents: ROUND_LIMITS.maxSkinValueCents,
  maxSkinsPerEntry: 10,
  /** A row whose win would pass this is refused (LAVA.MAX_WIN): the cap never cuts a win, so the edge stays exact. */
  maxWinCents: ROUND_LIMITS.maxWinCents,
} as const;
/**
 * Plinko: a ball falls through `rows` rows of pegs (8-16); at row i it goes left or right by float i of the
 * bet (direction floor(f_i · 2): 0 left, 1 right) and lands in bucket k = the number of rights (0..rows). A
 * bucket pays stake × its multiplier, floored to the cent: payoutCents = floor(stakeCents · hundredths / 100).
 * Each table returns 1 − HOUSE_EDGE.plinko = 99% to within 0.03% (Σ C(rows,k)/2^rows · m_k, tested); the
 * floor costs less than one cent per ball on top, and nothing on a stake in whole dimes (every multiplier is a
 * whole tenth). A stake is at most `maxBetCents` ($200 per round) and at
 * most what keeps the table's top multiplier within ROUND_LIMITS.maxWinCents ($2000), so a payout is never
 * capped and the return stays exact. Real balance only: bonus money buys bonus skins in the shop.
 */
export const PLINKO_RULES = {
  minRows: 8,
  maxRows: 16,
  risks: ['low', 'medium', 'high'],
  minBetCents: 10,
  maxBetCents: ROUND_LIMITS.maxSkinValueCents,
  maxWinCents: ROUND_LIMITS.maxWinCents,
  edge: HOUSE_EDGE.plinko,
  /** Bucket multipliers in hundredths, by rows then risk, bucket 0 (all lefts) first; symmetric. */
  payoutTables: {
    8: {
      low: [560, 210, 110, 100, 50, 100, 110, 210, 560],
      medium: [1310, 300, 130, 70, 40, 70, 130, 300, 1310],
      high: [2890, 400, 150, 30, 20, 30, 150, 400, 2890],
    },
    9: {
      low: [560, 200, 160, 100, 70, 70, 100, 160, 200, 560],
      medium: [1770, 400, 170, 90, 50, 50, 90, 170, 400, 1770],
      high: [4290, 700, 200, 60, 20, 20, 60, 200, 700, 4290],
    },
    10: {
      low: [890, 300, 140, 110, 100, 50, 100, 110, 140, 300, 890],
      medium: [2240, 500, 200, 140, 60, 40, 60, 140, 200, 500, 2240],
      high: [7580, 1000, 300, 90, 30, 20, 30, 90, 300, 1000, 7580],
    },
    11: {
      low: [840, 300, 190, 130, 100, 70, 70, 100, 130, 190, 300, 840],
      medium: [2400, 600, 300, 180, 70, 50, 50, 70, 180, 300, 600, 2400],
      high: [11860, 1400, 520, 140, 40, 20, 20, 40, 140, 520, 1400, 11860],
    },
    12: {
      low: [1000, 300, 160, 140, 110, 100, 50, 100, 110, 140, 160, 300, 1000],
      medium: [3300, 1100, 400, 200, 110, 60, 30, 60, 110, 200, 400, 1100, 3300],
      high: [17000, 2380, 810, 200, 70, 20, 20, 20, 70, 200, 810, 2380, 17000],
    },
    13: {
      low: [810, 400, 300, 190, 120, 90, 70, 70, 90, 120, 190, 300, 400, 810],
      medium: [4300, 1300, 600, 300, 130, 70, 40, 40, 70, 130, 300, 600, 1300, 4300],
      high: [26000, 3680, 1100, 400, 100, 20, 20, 20, 20, 100, 400, 1100, 3680, 26000],
    },
    14: {
      low: [710, 400, 190, 140, 130, 110, 100, 50, 100, 110, 130, 140, 190, 400, 710],
      medium: [5800, 1500, 700, 400, 190, 100, 50, 20, 50, 100, 190, 400, 700, 1500, 5800],
      high: [42000, 5600, 1800, 500, 190, 30, 20, 20, 20, 30, 190, 500, 1800, 5600, 42000],
    },
    15: {
      low: [1500, 800, 300, 200, 150, 110, 100, 70, 70, 100, 110, 150, 200, 300, 800, 1500],
      medium: [8800, 1800, 1100, 500, 300, 130, 50, 30, 30, 50, 130, 300, 500, 1100, 1800, 8800],
      high: [62000, 8300, 2700, 800, 300, 50, 20, 20, 20, 20, 50, 300, 800, 2700, 8300, 62000],
    },
    16: {
      low: [1600, 900, 200, 140, 140, 120, 110, 100, 50, 100, 110, 120, 140, 140, 200, 900, 1600],
      medium: [11000, 4100, 1000, 500, 300, 150, 100, 50, 30, 50, 100, 150, 300, 500, 1000, 4100, 11000],
      high: [100000, 13000, 2600, 900, 400, 200, 20, 20, 20, 20, 20, 200, 400, 900, 2600, 13000, 100000],
    },
  },
  historyPageSize: 20,
} as const;
/**
 * Second Life (issue 13; the spec names the game without rules): one second chance on a lost bet. A bet of any
 * other game that the player lost (SETTLED with payout 0; a DropZone winner's own entries are not lost) within
 * `windowMs` of its end, worth `minLostStakeCents` to `maxLostStakeCents`, may get ONE second life. The player
 * picks a chance from `minChanceBasisPoints` to `maxChanceBasisPoints` and pays a premium
 * = ceil(lost stake × chance / returnBasisPoints) cents (= lost stake × chance / (1 − 0.05), rounded up). The
 * draw uses the premium actually paid: win iff float_0 < threshold / 2^32 with
 * threshold = floor(2^32 × premium × returnBasisPoints / (lost stake × 10,000)), so P(win) × lost stake / premium
 * is 95% less at most one 2^32-th of the multiplier, never more: the rounding up of the premium raises the chance
 * by the same ratio instead of costing the player. A win pays the lost stake back to the balance the premium came
 * from: real balance for real-money and skin bets (a skin stake is recovered as its staked value in real balance),
 * bonus balance for bonus bets. A premium above the $200 round stake limit is BET.MAX_LIMIT; the recovery is at
 * most the $2,000 max win by the eligibility range.
 */
export const SECOND_LIFE_RULES = {
  /** (1 − HOUSE_EDGE.secondLife) in basis points. */
  returnBasisPoints: Math.round((1 - HOUSE_EDGE.secondLife) * 10_000),
  minChanceBasisPoints: 1_000,
  maxChanceBasisPoints: 7_500,
  /** A lost bet can be given its second life for 24 hours after it ended. */
  windowMs: 24 * 3_600_000,
  /**
   * Below $1 the cent rounding would move the chance by more than a point. Above $1,900 even the lowest chance
   * (10%) would cost more than the $200 premium limit (1900 × 0.10 / 0.95 = 200); it also keeps every recovery
   * within the $2,000 max win.
   */
  minLostStakeCents: 1_00,
  maxLostStakeCents: Math.min(ROUND_LIMITS.maxWinCents, Math.floor((ROUND_LIMITS.maxSkinValueCents * Math.round((1 - HOUSE_EDGE.secondLife) * 10_000)) / 1_000)),
  /** The premium is the second life's stake: the $200 per-round stake limit applies to it. */
  maxPremiumCents: ROUND_LIMITS.maxSkinValueCents,
  /** Eligible lost bets the list answers at most (newest first). */
  eligibleLimit: 50,
  /** The heartbeat animation before the result shows. */
  revealMs: 2_400,
} as const;
/**
 * Mines and Mines Plus (issue 13): a 5×5 grid (cells 0..24, row-major: cell = 5·row + column) hides m mines
 * (1..24). Taking winnings after k safe cells (gems) pays stake × multiplier, floored to the cent, at most
 * `maxWinCents`: a gem whose payout reaches it ends the round at once with exactly that (the cap only lowers a
 * win). R = 1 − HOUSE_EDGE.mines = 0.99; g_i = (25 − m − i) / (25 − i), the chance of a gem after i gems.
 *   Mines:                  M(k)  = R · C(25, k) / C(25 − m, k)            (= R · Π_{i<k} 1/g_i)
 *   Plus, defuse unused:    P(k)  = R · Π_{i<k} (1 + g_i) / (2·g_i)       (= R · Π (50 − 2i − m) / (2·(25 − m − i)))
 *   Plus, mine hit after j gems and defused: P(j) × `plusDefuseKeeps` (1/2), then each further gem i = j..k−1
 *   multiplies by the smaller board's fair factor (24 − i) / (25 − m − i).
 * Plus (premium battlepass) defuses the first mine a round hits: the round waits in AWAITING_DEFUSAL (spec §4)
 * until the player defuses it, then goes on with m − 1 mines; the defuse costs half the multiplier and the gems
 * before it grow the multiplier less. Each multiplier equals the expected next one (a martingale), so every
 * strategy, cashing out after any k or adapting to the defuse, returns exactly R before the floor and the cap.
 */
export const MINES_RULES = {
  side: 5,
  cells: 25,
  minMines: 1,
  maxMines: 24,
  defaultMines: 3,
  /** (1 − HOUSE_EDGE.mines) in basis points. */
  returnBasisPoints: Math.round((1 - HOUSE_EDGE.mines) * 10_000),
  /** What a defuse leaves of a Plus round's multiplier (1/2). */
  plusDefuseKeeps: { num: 1, den: 2 },
  /** BET.MIN_LIMIT below it. */
  minStakeCents: 10,
  /** MINES.ENTRY_LIMIT above it (spec §9: at most $200 per round), amount or skins. */
  maxStakeCents: ROUND_LIMITS.maxSkinValueCents,
  maxSkins: 10,
  /** Spec §9: the most one round pays; reaching it cashes the round out. */
  maxWinCents: ROUND_LIMITS.maxWinCents,
  historyPageSize: 20,
} as const;
/**
 * Cases: a case is bought at its price and opens into one of its skins, picked by float_0 over the cumulative odds
 * weights (schemas/src/fair/cases.ts). A case's price is ceil(EV / (1 - edge)), EV being the odds-weighted catalog
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
