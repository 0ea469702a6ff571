import type { ErrorArg } from './app-error';
import { type ErrorKey, isErrorKey } from './catalogue';

/**
 * A refusal while creating or joining a room travels as the matchmaker error's message (Colyseus carries
 * only a code and a message there): the JSON of `{ error: { key, args } }`, so args survive the trip.
 */
export function encodeRoomRefusal(key: ErrorKey, args: ErrorArg[] = []): string {
  return JSON.stringify({ error: { key, args } });
}

/**
 * The catalogue key and args inside a matchmaker error message, or null when it is something else. A room's onAuth
 * refuses with the bare key (an AppError's message, e.g. GLOBAL.FORBIDDEN for a bad token or a create without one).
 */
export function decodeRoomRefusal(message: unknown): { key: ErrorKey; args: ErrorArg[] } | null {
  if (isErrorKey(message)) return { key: message, args: [] };
  if (typeof message !== 'string' || !message.startsWith('{')) return null;
  try {
    const body = JSON.parse(message) as { error?: { key?: unknown; args?: unknown } };
    const key = body.error?.key;
    const args = Array.isArray(body.error?.args) ? (body.error.args as ErrorArg[]) : [];
    return typeof key === 'string' ? { key: key as ErrorKey, args } : null;
  } catch {
    return null;
  }
}
