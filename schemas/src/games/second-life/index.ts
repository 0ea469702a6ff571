import { defineGame } from '../definition';
import { SECOND_LIFE_HOUSE_EDGE, SECOND_LIFE_RULES } from './constants';
import { SECOND_LIFE_FAIR } from './fair-algorithm';
import { secondLifeVerifier } from './fair';
export * from './api';
export * from './rules';
export * from './constants';

export {
  SECOND_LIFE_ALGORITHM,
  SecondLifeParams,
  type SecondLifeOutcome,
  secondLifePremiumCents,
  secondLifeThreshold,
  secondLifeChance,
  secondLifeOutcome,
  secondLifeVerifier,
} from './fair';

/** The game's definition: the one row the registry (games/registry.ts) lists. */
export const secondLifeGame = defineGame({
  id: 'second-life',
  path: '/second-life',
  nameKey: 'second-life.name',
  houseEdge: SECOND_LIFE_HOUSE_EDGE,
  rules: SECOND_LIFE_RULES,
  /** A second chance on a lost bet, paid from the side the lost stake came from. */
  bets: { bonusStakes: true },
  fair: { id: 'secondLife', algorithm: SECOND_LIFE_FAIR },
  verify: { kind: 'seed-pair', verifier: secondLifeVerifier },
  realtime: false,
  history: true,
  chatPolled: true,
  /** The premium's frame around its bet. */
  frameOperations: ['SECOND_LIFE'],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: ['SECOND_LIFE'],
  itemEvents: [],
});
