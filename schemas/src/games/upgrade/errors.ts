/**
 * Its error group (`errors.UPGRADE.*` in every locale): the catalogue (errors/catalogue.ts) adds it through the game's
 * definition, so the platform's own catalogue does not name the game.
 */
export const UPGRADE_ERRORS = {
  UPGRADE: ['BAD_MULTIPLIER', 'AMOUNT_LIMIT'],
} as const;
