import { defineGameCard } from '../definition';
import { ROLL_HOUSE_EDGE, ROLL_RULES } from './constants';

/**
 * What the platform knows about the game apart from its fair code: the registry's light list (games/cards.ts)
 * reads it, so the site's first page and the error catalogue never load an algorithm.
 */
export const rollCard = defineGameCard({
  id: 'roll',
  path: '/roll',
  nameKey: 'roll.name',
  houseEdge: ROLL_HOUSE_EDGE,
  rules: ROLL_RULES,
  /** Rush: colour bets against the house's roll. */
  bets: { bonusStakes: true },
  realtime: true,
  history: true,
  chatPolled: false,
  frameOperations: [],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: [],
  itemEvents: [],
});
