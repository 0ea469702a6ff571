import { defineGame } from '../definition';
import { upgradeCard } from './card';
import { upgradeVerifier } from './fair';
import { UPGRADE_FAIR } from './fair-algorithm';
export * from './api';
export * from './rules';
export * from './constants';
export * from './fair';
export * from './fair-algorithm';

export * from './card';

/** The game's definition: its card plus its fair code, the one row the registry (games/registry.ts) lists. */
export const upgradeGame = defineGame({
  ...upgradeCard,
  fair: { id: 'upgrade', algorithm: UPGRADE_FAIR },
  verify: { kind: 'seed-pair', verifier: upgradeVerifier },
});
