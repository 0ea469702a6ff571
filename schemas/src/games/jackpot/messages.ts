import { z } from 'zod';
import { JACKPOT_RULES } from './constants';
import type { ErrorArg } from '../../errors/app-error';
import type { ErrorKey } from '../../errors/catalogue';
import { UUID_PATTERN } from '../../ids';

/** The one jackpot room, opened by the server at boot under a fixed id (clients join it by id, never create one). */
export const JACKPOT_ROOM_NAME = 'jackpot';
export const JACKPOT_ROOM_ID = 'jackpot';

export const JACKPOT_CLIENT_MESSAGES = {
  /** Put skins into the pot: `{ itemIds }`. */
  enter: 'enter',
  time: 'time',
} as const;

export const JACKPOT_SERVER_MESSAGES = {
  error: 'error',
  /** `{ betId, valueCents }` after an accepted entry. */
  entered: 'entered',
  balance: 'balance',
  time: 'time',
} as const;

const itemId = z.string().regex(UUID_PATTERN);

/** Shape only; the count and value rules have their own keys (checked by `jackpotEntryError` and the store). */
export const JackpotEnterMessage = z.strictObject({ itemIds: z.array(itemId).min(1).max(50) });
export type JackpotEnterMessage = z.infer<typeof JackpotEnterMessage>;

export const JackpotTimeMessage = z.strictObject({ clientTime: z.number().finite() });

export interface JackpotErrorEvent {
  error: { key: ErrorKey; args: ErrorArg[] };
  action: string;
}

const usd = (cents: number) => (cents / 100).toFixed(2);

/**
 * Why an entry of this many skins worth `valueCents` is refused, or null. `roundTotalCents` is what the player
 * already put into this round; `userLimitCents` is their bet_jackpot_limit_cents. One place for room and screen.
 */
export function jackpotEntryError(input: {
  skins: number;
  valueCents: number;
  roundTotalCents: number;
  userLimitCents: number;
}): { key: ErrorKey; args: ErrorArg[] } | null {
  const r = JACKPOT_RULES;
  if (input.skins < 1) return { key: 'CRASH.NO_SKIN_SELECTED', args: [] };
  if (input.skins > r.maxSkinsPerEntry) return { key: 'JACKPOT.MAX_SKINS', args: [r.maxSkinsPerEntry] };
  if (input.valueCents < r.minEntryCents) return { key: 'BET.MIN_LIMIT', args: [usd(r.minEntryCents)] };
  if (input.valueCents > r.maxEntryCents) return { key: 'BET.MAX_LIMIT', args: [usd(r.maxEntryCents)] };
  if (input.roundTotalCents + input.valueCents > input.userLimitCents)
    return { key: 'BET.MAX_LIMIT', args: [usd(input.userLimitCents)] };
  return null;
}
