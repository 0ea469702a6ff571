import { defineGame } from '../definition';
import { minesCard } from './card';
import { minesVerifier } from './fair';
import { MINES_FAIR } from './fair-algorithm';
export * from './rules';
export * from './api';
export * from './round';
export * from './constants';
export * from './fair';
export * from './fair-algorithm';

export * from './card';

/** The game's definition: its card plus its fair code, the one row the registry (games/registry.ts) lists. */
export const minesGame = defineGame({
  ...minesCard,
  fair: { id: 'mines', algorithm: MINES_FAIR },
  verify: { kind: 'seed-pair', verifier: minesVerifier },
});
