import { defineGameCard } from '../definition';
import { UPGRADE_ERRORS } from './errors';
import { UPGRADE_BONUS_STAKES, UPGRADE_HOUSE_EDGE, UPGRADE_RULES } from './constants';

/**
 * What the platform knows about the game apart from its fair code: the registry's light list (games/cards.ts)
 * reads it, so the site's first page and the error catalogue never load an algorithm.
 */
export const upgradeCard = defineGameCard({
  id: 'upgrade',
  path: '/upgrade',
  nameKey: 'upgrade.name',
  houseEdge: UPGRADE_HOUSE_EDGE,
  rules: UPGRADE_RULES,
  bets: { bonusStakes: UPGRADE_BONUS_STAKES },
  realtime: false,
  history: true,
  chatPolled: true,
  /** An upgrade's frame (the entry skins) around its bet. */
  frameOperations: ['UPGRADE'],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: ['UPGRADE', 'UPGRADE_SKIN'],
  /** The entry skins staked (consumed either way) and the target skin a won upgrade gives. */
  itemEvents: ['UPGRADE_ENTRY', 'UPGRADE_WON'],
  errors: UPGRADE_ERRORS,
});
