import { Room, matchMaker } from '@colyseus/core';
import { AppError } from '@arena/schemas';
import { authenticateRoomClient } from './auth';
import { refusalAwareLogger } from './refusal-logger';

type OnAuth = (token: string | undefined, options: unknown, context: unknown) => Promise<unknown>;

/** Set on the auth context of a `create` match-making call: a new room needs a signed-in creator. */
const CREATING = 'arenaCreating';

/** True when the room type kept Colyseus's default static onAuth, which admits any token (forged ones too). */
export function hasDefaultRoomAuth(klass: { onAuth?: unknown }): boolean {
  return klass.onAuth === Room.onAuth;
}

let createCallsMarked = false;

/** Marks the auth context of every `create` call (Colyseus's match-making controller gives onAuth no method name). */
function markCreateCalls(): void {
  if (createCallsMarked) return;
  createCallsMarked = true;
  const controller = matchMaker.controller as {
    invokeMethod(method: string, roomName: string, options?: unknown, auth?: unknown): Promise<unknown>;
  };
  const invoke = controller.invokeMethod.bind(controller);
  controller.invokeMethod = (method, roomName, options, auth) => {
    if (method === 'create' && auth && typeof auth === 'object') (auth as Record<string, unknown>)[CREATING] = true;
    return invoke(method, roomName, options, auth);
  };
}

/**
 * Authorization before anything else for every room type the server defines. Colyseus calls a room's
 * static onAuth before it creates the room or reserves a seat, so no option reaches onCreate/onJoin before it:
 * - a `create` without a token is GLOBAL.FORBIDDEN in every room type (spectators watch rooms, they make none);
 * - a room type that wrote no onAuth (the win feed, the clan war map, the lobbies) gets the rooms' common rule: no token
 *   is a spectator, a token must name a live session (authenticateRoomClient), else GLOBAL.FORBIDDEN.
 */
export function withRoomAuth<T extends new (...args: never[]) => Room>(Base: T): T {
  markCreateCalls();
  const own = hasDefaultRoomAuth(Base as { onAuth?: unknown })
    ? null
    : ((Base as unknown as { onAuth: OnAuth }).onAuth.bind(Base) as OnAuth);
  const Authorized = class extends (Base as unknown as new (...args: unknown[]) => Room) {
    static async onAuth(token: string | undefined, options: unknown, context: unknown): Promise<unknown> {
      try {
        if (!token && (context as Record<string, unknown> | undefined)?.[CREATING] === true)
          throw new AppError('GLOBAL.FORBIDDEN');
        if (own) return await own(token, options, context);
        return (await authenticateRoomClient(token || undefined, true)) ?? true;
      } catch (error) {
        // Colyseus does not log what a static onAuth throws: each refusal still gets its one line (refusal-logger.ts)
        if (error instanceof AppError) refusalAwareLogger().error(String(error));
        throw error;
      }
    }
  };
  Object.defineProperty(Authorized, 'name', { value: Base.name });
  return Authorized as unknown as T;
}
