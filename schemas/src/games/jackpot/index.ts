import { defineGame } from '../definition';
import { HOUSE_EDGE, JACKPOT_RULES } from '../../constants';
import { JACKPOT_FAIR } from './fair-algorithm';
export * from './messages';
export * from './state';
export * from './api';
export * from './rules';

export {
  type JackpotDrawEntry,
  JACKPOT_HMAC_BITS,
  jackpotEntriesDigest,
  jackpotTicket,
  jackpotEntryOfTicket,
  JACKPOT_ALGORITHM,
  type JackpotVerifyInput,
  type JackpotVerification,
  verifyJackpot,
} from './fair';

/** The game's definition: the one row the registry (games/registry.ts) lists. */
export const jackpotGame = defineGame({
  id: 'jackpot',
  path: '/jackpot',
  nameKey: 'jackpot.name',
  houseEdge: HOUSE_EDGE.jackpot,
  rules: JACKPOT_RULES,
  /** DropZone: one pot of the players' skins (BET.UNWITHDRAWABLE_IN_DROPZONE, real items only). */
  bets: { bonusStakes: false },
  fair: { id: 'jackpot', algorithm: JACKPOT_FAIR },
  verify: { kind: 'round' },
  realtime: true,
  history: true,
  chatPolled: false,
  frameOperations: [],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: ['JACKPOT_PRIZE'],
  /** A pot's skins pass to the round's winner (recorded under the new owner). */
  itemEvents: ['JACKPOT_WON'],
});
