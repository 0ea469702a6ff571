import { matchMaker } from '@colyseus/core';
import { AppError } from '@arena/schemas';

/**
 * The monitor's panel calls any room method by name (`/api/room/call?roomId&method&args`): upstream it would run
 * `onAuth`, `_reserveSeat` or edit a game's state by path. Here only the two operator actions pass:
 * - `_forceClientDisconnect` (kick one session; the player may rejoin),
 * - `disconnect` (dispose) of a room that disposes itself anyway (`autoDispose`): the rooms the server keeps open
 *   (crash, chat, the win feed…) hold money in play and would stay gone until a restart, so they are refused.
 * Broadcasts, messages to one client and state edits are refused: money and game state move only through the rooms'
 * own rules and the ledger.
 */
export const MONITOR_ROOM_ACTIONS = ['_forceClientDisconnect', 'disconnect'] as const;

const ROOM_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface RoomCall {
  roomId: string;
  method: (typeof MONITOR_ROOM_ACTIONS)[number];
  /** The kicked session (kick only). */
  sessionId?: string;
}

function parseArgs(raw: string | null): unknown[] | null {
  try {
    const args: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(args) ? args : null;
  } catch {
    return null;
  }
}

/** The call a query asks for when it is one of the allowed actions with well-formed arguments, else a refusal. */
export function allowedRoomCall(query: URLSearchParams): RoomCall {
  const roomId = query.get('roomId') ?? '';
  const method = query.get('method') ?? '';
  const args = parseArgs(query.get('args'));
  if (!ROOM_ID.test(roomId) || args === null) throw new AppError('GLOBAL.BAD_REQUEST');
  if (
    method === '_forceClientDisconnect' &&
    args.length === 1 &&
    typeof args[0] === 'string' &&
    SESSION_ID.test(args[0])
  ) {
    return { roomId, method, sessionId: args[0] };
  }
  if (method === 'disconnect' && args.length === 0) return { roomId, method };
  throw new AppError('GLOBAL.FORBIDDEN');
}

/** A room method on whichever process hosts the room; a room that is gone (or never was) is GLOBAL.NOT_FOUND. */
async function onRoom(roomId: string, method: string, args?: unknown[]): Promise<unknown> {
  try {
    return await matchMaker.remoteRoomCall(roomId, method, args);
  } catch {
    throw new AppError('GLOBAL.NOT_FOUND');
  }
}

/** Dispose only rooms that would dispose themselves once empty; asks the owning process when it is another one. */
export async function assertDisposable(roomId: string): Promise<void> {
  if ((await onRoom(roomId, 'autoDispose')) !== true) throw new AppError('GLOBAL.FORBIDDEN');
}

/**
 * Runs an allowed call and resolves only when it did what it says: the room exists (and may be disposed), and a kicked
 * session was in it (upstream's kick of an absent session, or of a room that is gone, answered as if it had worked).
 * The caller audits after this resolves, so the audit log lists actions that happened and no refused or failed one.
 */
export async function runRoomCall(call: RoomCall): Promise<void> {
  if (call.method === 'disconnect') {
    await assertDisposable(call.roomId);
    await onRoom(call.roomId, 'disconnect', []);
    return;
  }
  const inspected = (await onRoom(call.roomId, 'getInspectData', [])) as
    { clients?: { sessionId?: string }[] } | undefined;
  if (!inspected?.clients?.some((client) => client.sessionId === call.sessionId))
    throw new AppError('GLOBAL.NOT_FOUND');
  await onRoom(call.roomId, '_forceClientDisconnect', [call.sessionId]);
}
