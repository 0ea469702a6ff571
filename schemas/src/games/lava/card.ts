import { defineGameCard } from '../definition';
import { LAVA_ERRORS } from './errors';
import { LAVA_BONUS_STAKES, LAVA_HOUSE_EDGE, LAVA_RULES } from './constants';

/**
 * What the platform knows about the game apart from its fair code: the registry's light list (games/cards.ts)
 * reads it, so the site's first page and the error catalogue never load an algorithm.
 */
export const lavaCard = defineGameCard({
  id: 'lava',
  path: '/lava',
  nameKey: 'lava.name',
  houseEdge: LAVA_HOUSE_EDGE,
  rules: LAVA_RULES,
  bets: { bonusStakes: LAVA_BONUS_STAKES },
  realtime: false,
  history: true,
  chatPolled: true,
  frameOperations: [],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: [],
  itemEvents: [],
  errors: LAVA_ERRORS,
});
