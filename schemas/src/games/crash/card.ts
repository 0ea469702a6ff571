import { defineGameCard } from '../definition';
import { CRASH_RULES } from '../../constants';
import { CRASH_HOUSE_EDGE } from './constants';

/**
 * What the platform knows about the game apart from its fair code: the registry's light list (games/cards.ts)
 * reads it, so the site's first page and the error catalogue never load an algorithm.
 */
export const crashCard = defineGameCard({
  /** One id for both rooms (classic and plus play against the house alike). */
  id: 'crash',
  path: '/crash/classic',
  nameKey: 'crash.name',
  houseEdge: CRASH_HOUSE_EDGE,
  rules: CRASH_RULES,
  /** Every player against the house's curve. */
  bets: { bonusStakes: true },
  realtime: true,
  history: false,
  chatPolled: false,
  frameOperations: [],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: [],
  itemEvents: [],
});
