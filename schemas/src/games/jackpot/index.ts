import { defineGame } from '../definition';
import { jackpotCard } from './card';
import { JACKPOT_FAIR } from './fair-algorithm';
export * from './messages';
export * from './state';
export * from './api';
export * from './rules';
export * from './constants';

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

export * from './card';

/** The game's definition: its card plus its fair code, the one row the registry (games/registry.ts) lists. */
export const jackpotGame = defineGame({
  ...jackpotCard,
  fair: { id: 'jackpot', algorithm: JACKPOT_FAIR },
  verify: { kind: 'round' },
});
