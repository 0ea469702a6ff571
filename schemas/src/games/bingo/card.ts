import { defineGameCard } from '../definition';
import { BINGO_RULES } from '../../constants';

/**
 * What the platform knows about the game apart from its fair code: the registry's light list (games/cards.ts)
 * reads it, so the site's first page and the error catalogue never load an algorithm.
 */
export const bingoCard = defineGameCard({
  id: 'bingo',
  path: '/bingo',
  nameKey: 'bingo.name',
  houseEdge: 1 - BINGO_RULES.poolSharePercent / 100,
  rules: BINGO_RULES,
  /** Tickets are paid straight to the house (BINGO_BUY), not placed as bets. */
  bets: null,
  realtime: true,
  history: true,
  chatPolled: false,
  frameOperations: [],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: ['BINGO_BUY', 'BINGO_PRIZE'],
  itemEvents: [],
});
