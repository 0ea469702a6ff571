import { defineGameCard } from '../definition';
import { SECOND_LIFE_HOUSE_EDGE, SECOND_LIFE_RULES } from './constants';

/**
 * What the platform knows about the game apart from its fair code: the registry's light list (games/cards.ts)
 * reads it, so the site's first page and the error catalogue never load an algorithm.
 */
export const secondLifeCard = defineGameCard({
  id: 'second-life',
  path: '/second-life',
  nameKey: 'second-life.name',
  houseEdge: SECOND_LIFE_HOUSE_EDGE,
  rules: SECOND_LIFE_RULES,
  /** A second chance on a lost bet, paid from the side the lost stake came from. */
  bets: { bonusStakes: true },
  realtime: false,
  history: true,
  chatPolled: true,
  /** The premium's frame around its bet. */
  frameOperations: ['SECOND_LIFE'],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: ['SECOND_LIFE'],
  itemEvents: [],
});
