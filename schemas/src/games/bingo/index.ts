import { defineGame } from '../definition';
import { BINGO_RULES } from '../../constants';
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

/** The game's definition: the one row the registry (games/registry.ts) lists. */
export const bingoGame = defineGame({
  id: 'bingo',
  path: '/bingo',
  nameKey: 'bingo.name',
  houseEdge: 1 - BINGO_RULES.poolSharePercent / 100,
  rules: BINGO_RULES,
  /** Tickets are paid straight to the house (BINGO_BUY), not placed as bets. */
  bets: null,
  fair: { id: 'bingo', algorithm: BINGO_FAIR },
  verify: { kind: 'round' },
  realtime: true,
  history: true,
  chatPolled: false,
  frameOperations: [],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: ['BINGO_BUY', 'BINGO_PRIZE'],
  itemEvents: [],
});
