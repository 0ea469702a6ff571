import { defineGame } from '../definition';
import { lavaCard } from './card';
import { lavaVerifier } from './fair';
import { LAVA_FAIR } from './fair-algorithm';
export * from './api';
export * from './rules';
export * from './constants';
export * from './fair';
export * from './fair-algorithm';

export * from './card';

/** The game's definition: its card plus its fair code, the one row the registry (games/registry.ts) lists. */
export const lavaGame = defineGame({
  ...lavaCard,
  fair: { id: 'lava', algorithm: LAVA_FAIR },
  verify: { kind: 'seed-pair', verifier: lavaVerifier },
});
