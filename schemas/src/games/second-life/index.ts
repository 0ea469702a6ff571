import { defineGame } from '../definition';
import { secondLifeCard } from './card';
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

export * from './card';

/** The game's definition: its card plus its fair code, the one row the registry (games/registry.ts) lists. */
export const secondLifeGame = defineGame({
  ...secondLifeCard,
  fair: { id: 'secondLife', algorithm: SECOND_LIFE_FAIR },
  verify: { kind: 'seed-pair', verifier: secondLifeVerifier },
});
