import { defineGameCard } from '../definition';
import { MINES_ERRORS } from './errors';
import { MINES_BONUS_STAKES, MINES_HOUSE_EDGE, MINES_RULES } from './constants';

/**
 * What the platform knows about the game apart from its fair code: the registry's light list (games/cards.ts)
 * reads it, so the site's first page and the error catalogue never load an algorithm.
 */
export const minesCard = defineGameCard({
  id: 'mines',
  path: '/mines',
  nameKey: 'mines.name',
  houseEdge: MINES_HOUSE_EDGE,
  rules: MINES_RULES,
  bets: { bonusStakes: MINES_BONUS_STAKES },
  realtime: false,
  history: true,
  chatPolled: true,
  /** Creating a round (Mines and Mines Plus) frames its bet. */
  frameOperations: ['MINES_CREATE'],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: ['MINES_CREATE', 'MINES_OPEN', 'MINES_DEFUSE', 'MINES_TAKE'],
  itemEvents: [],
  errors: MINES_ERRORS,
});
