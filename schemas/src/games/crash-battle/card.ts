import { defineGameCard } from '../definition';
import { CRASH_BATTLE_RULES } from '../../constants';

/**
 * What the platform knows about the game apart from its fair code: the registry's light list (games/cards.ts)
 * reads it, so the site's first page and the error catalogue never load an algorithm.
 */
export const crashBattleCard = defineGameCard({
  /** Spelled as its stored bets and its public URL have it (the folders say crash-battle). */
  id: 'crashbattle',
  path: '/crashbattle',
  nameKey: 'crash-battle.name',
  /** The players' buy-ins go to the winner whole. */
  houseEdge: 0,
  rules: CRASH_BATTLE_RULES,
  /** 2-4 players share one pool: real stakes only. */
  bets: { bonusStakes: false },
  realtime: true,
  history: true,
  chatPolled: false,
  frameOperations: [],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: ['BATTLE_DRAW_SKINS'],
  /** A drawn battle returns the buy-in as skins (BATTLE_DRAW_SKINS, item event BATTLE_DRAW). */
  itemEvents: ['BATTLE_DRAW'],
});
