import { defineGameCard } from '../definition';
import { PLINKO_BONUS_STAKES, PLINKO_HOUSE_EDGE, PLINKO_RULES } from './constants';

/**
 * What the platform knows about the game apart from its fair code: the registry's light list (games/cards.ts)
 * reads it, so the site's first page and the error catalogue never load an algorithm.
 */
export const plinkoCard = defineGameCard({
  id: 'plinko',
  path: '/plinko',
  nameKey: 'plinko.name',
  houseEdge: PLINKO_HOUSE_EDGE,
  rules: PLINKO_RULES,
  bets: { bonusStakes: PLINKO_BONUS_STAKES },
  realtime: false,
  history: true,
  chatPolled: true,
  frameOperations: [],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: ['PLINKO_DROP'],
  itemEvents: [],
});
