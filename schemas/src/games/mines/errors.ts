/**
 * Its error group (`errors.MINES.*` in every locale): the catalogue (errors/catalogue.ts) adds it through the game's
 * definition, so the platform's own catalogue does not name the game.
 */
export const MINES_ERRORS = {
  /**
   * Mines: BAD_MINES (args: 1, 24), NOTHING_SELECTED (docs/product-rules.md §5: select at least 1 item or enter an amount), ONE_STAKE
   * (an amount and skins together), ENTRY_LIMIT (arg: the max stake in USD), MAX_SKINS (arg), ROUND_IN_PROGRESS (one
   * unfinished round per player), ROUND_NOT_FOUND, ROUND_OVER, BAD_CELL (args: 0, 24), CELL_ALREADY_OPEN,
   * NOTHING_TO_TAKE (no gem yet), AWAITING_DEFUSAL (defuse the mine first), NOT_AWAITING_DEFUSAL, NEEDS_PREMIUM (Plus).
   */
  MINES: [
    'BAD_MINES',
    'NOTHING_SELECTED',
    'ONE_STAKE',
    'ENTRY_LIMIT',
    'MAX_SKINS',
    'ROUND_IN_PROGRESS',
    'ROUND_NOT_FOUND',
    'ROUND_OVER',
    'BAD_CELL',
    'CELL_ALREADY_OPEN',
    'NOTHING_TO_TAKE',
    'AWAITING_DEFUSAL',
    'NOT_AWAITING_DEFUSAL',
    'NEEDS_PREMIUM',
  ],
} as const;
