/**
 * Its error group (`errors.LAVA.*` in every locale): the catalogue (errors/catalogue.ts) adds it through the game's
 * definition, so the platform's own catalogue does not name the game.
 */
export const LAVA_ERRORS = {
  /**
   * Lava: ENTRY_LIMIT (arg: the max entry in USD), NO_SKIN_SELECTED, MAX_SKINS (arg: the most skins), GAME_IN_PROGRESS
   * (one unfinished game per player), BAD_CELLS (args: 1, 6), WRONG_ROW (a step for a row already played or not yet
   * reached), MAX_WIN (arg: the max win in USD; the row could pay more), NO_ROW_CROSSED (cash-out before any row).
   */
  LAVA: [
    'ENTRY_LIMIT',
    'NO_SKIN_SELECTED',
    'MAX_SKINS',
    'GAME_IN_PROGRESS',
    'BAD_CELLS',
    'WRONG_ROW',
    'MAX_WIN',
    'NO_ROW_CROSSED',
  ],
} as const;
