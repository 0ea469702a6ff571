import { defineGame } from '../definition';
import { bingoCard } from './card';
import { BINGO_FAIR } from './fair-algorithm';
export * from './messages';
export * from './state';
export * from './api';
export * from './rules';

export {
  type BingoDrawTicket,
  bingoTicketsDigest,
  bingoDrawNumbers,
  BINGO_ALGORITHM,
  type BingoVerifyInput,
  type BingoVerification,
  verifyBingoDraw,
} from './fair';

export * from './card';

/** The game's definition: its card plus its fair code, the one row the registry (games/registry.ts) lists. */
export const bingoGame = defineGame({
  ...bingoCard,
  fair: { id: 'bingo', algorithm: BINGO_FAIR },
  verify: { kind: 'round' },
});
