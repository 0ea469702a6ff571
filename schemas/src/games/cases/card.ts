import { defineGameCard } from '../definition';
import { CASE_RULES } from './constants';

/**
 * What the platform knows about the game apart from its fair code: the registry's light list (games/cards.ts)
 * reads it, so the site's first page and the error catalogue never load an algorithm.
 */
export const casesCard = defineGameCard({
  id: 'cases',
  path: '/cases',
  nameKey: 'cases.name',
  /** Chosen per case in the database (about 10%). */
  houseEdge: 0.1,
  rules: CASE_RULES,
  /** Bonus-only cases are paid from the bonus balance and give bonus skins. */
  bets: { bonusStakes: true },
  realtime: false,
  history: true,
  chatPolled: true,
  /** Each case opened is a bet of the case's price; the opening is its frame. */
  frameOperations: ['CASE_OPEN'],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: ['CASE_OPEN', 'CASE_SKIN'],
  itemEvents: [],
});
