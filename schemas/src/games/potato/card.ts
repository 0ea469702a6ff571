import { defineGameCard } from '../definition';
import { POTATO_RULES } from '../../constants';

/**
 * What the platform knows about the game apart from its fair code: the registry's light list (games/cards.ts)
 * reads it, so the site's first page and the error catalogue never load an algorithm.
 */
export const potatoCard = defineGameCard({
  id: 'potato',
  path: '/potato',
  nameKey: 'potato.name',
  houseEdge: POTATO_RULES.edgePermille / 1000,
  rules: POTATO_RULES,
  /** Hot potato: the buy-ins of a table go to its survivor. */
  bets: { bonusStakes: false },
  realtime: true,
  history: true,
  chatPolled: false,
  frameOperations: [],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: [],
  itemEvents: [],
});
