import { defineGameCard } from '../definition';
import { JACKPOT_HOUSE_EDGE, JACKPOT_RULES } from './constants';

/**
 * What the platform knows about the game apart from its fair code: the registry's light list (games/cards.ts)
 * reads it, so the site's first page and the error catalogue never load an algorithm.
 */
export const jackpotCard = defineGameCard({
  id: 'jackpot',
  path: '/jackpot',
  nameKey: 'jackpot.name',
  houseEdge: JACKPOT_HOUSE_EDGE,
  rules: JACKPOT_RULES,
  /** DropZone: one pot of the players' skins (BET.UNWITHDRAWABLE_IN_DROPZONE, real items only). */
  bets: { bonusStakes: false },
  realtime: true,
  history: true,
  chatPolled: false,
  frameOperations: [],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: ['JACKPOT_PRIZE'],
  /** A pot's skins pass to the round's winner (recorded under the new owner). */
  itemEvents: ['JACKPOT_WON'],
});
