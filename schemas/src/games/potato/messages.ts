import { z } from 'zod';
import { POTATO_RULES } from '../../constants';
import type { ErrorArg } from '../../errors/app-error';
import type { ErrorKey } from '../../errors/catalogue';

/** Colyseus room names: each fixed table is a room (its id is the table id); the lobby lists them live. */
export const POTATO_ROOM_NAME = 'potato';
export const POTATO_LOBBY_ROOM_NAME = 'potato_lobby';

export const POTATO_CLIENT_MESSAGES = {
  /** Take a free seat (pays the buy-in). */
  join: 'join',
  /** Leave before the start (refunds the buy-in). */
  leave: 'leave',
  /** `{ to }`: the holder passes the potato to that seat. */
  pass: 'pass',
  time: 'time',
} as const;

export const POTATO_SERVER_MESSAGES = {
  error: 'error',
  /** `{ seat }` after a successful join. */
  seated: 'seated',
  /** `{ refunded }` after leaving. */
  left: 'left',
  balance: 'balance',
  time: 'time',
} as const;

/** Messages that carry nothing. */
export const PotatoEmptyMessage = z.union([z.undefined(), z.null(), z.strictObject({})]);

export const PotatoPassMessage = z.strictObject({
  to: z
    .number()
    .int()
    .min(0)
    .max(POTATO_RULES.maxSeats - 1),
});
export type PotatoPassMessage = z.infer<typeof PotatoPassMessage>;

export const PotatoTimeMessage = z.strictObject({ clientTime: z.number().finite() });

export interface PotatoErrorEvent {
  error: { key: ErrorKey; args: ErrorArg[] };
  action: string;
}

/** What the lobby (Colyseus realtime listing) shows of a table: the room's metadata. */
export interface PotatoListing {
  tableId: string;
  gameId: string;
  buyInCents: number;
  status: 'WAITING' | 'RUNNING' | 'FINISHED' | 'CANCELLED' | 'VOIDED';
  seats: number;
  taken: number;
  alive: number;
  startsAt: number;
}
