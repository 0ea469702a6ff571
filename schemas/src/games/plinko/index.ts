import { defineGame } from '../definition';
import { plinkoCard } from './card';
import { plinkoVerifier } from './fair';
import { PLINKO_FAIR } from './fair-algorithm';
export * from './rules';
export * from './api';
export * from './constants';
export * from './fair';
export * from './fair-algorithm';

export * from './card';

/** The game's definition: its card plus its fair code, the one row the registry (games/registry.ts) lists. */
export const plinkoGame = defineGame({
  ...plinkoCard,
  fair: { id: 'plinko', algorithm: PLINKO_FAIR },
  verify: { kind: 'seed-pair', verifier: plinkoVerifier },
});
