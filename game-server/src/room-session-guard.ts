import { type Client, Room } from '@colyseus/core';
import { AppError } from '@arena/schemas';
import { roomServices } from './services';
import { SESSION_REVOKED_CLOSE_CODE } from './session-revocation';
import { type SessionAuth, markSessionsRevoked, revokedSessionOf } from './revoked-sessions';

type RoomClass = new (...args: never[]) => Room;
type AnyHandler = (client: Client, ...args: unknown[]) => unknown;
type RoomHooks = {
  onJoin?(client: Client, options: unknown, auth: unknown): unknown;
  onDrop?(client: Client, code?: number): unknown;
  onReconnect?(client: Client): unknown;
};

/**
 * The session of a reconnecting client, re-checked: Colyseus's reconnect path (`client.reconnect(token)`) never
 * calls onAuth and hands the new socket the old `client.auth`, so without this a banned or signed-out session came
 * back into the room and kept betting. Spectators (no session) reconnect freely.
 */
export async function assertSessionStillLive(client: Pick<Client, 'auth'>): Promise<void> {
  if (revokedSessionOf(client)) throw new AppError('GLOBAL.FORBIDDEN');
  const auth = client.auth as SessionAuth | true | undefined;
  if (!auth || auth === true || !auth.sessionId || !auth.userId) return;
  if (!(await roomServices().sessions.isLive(auth.userId, auth.sessionId))) {
    markSessionsRevoked([auth.sessionId], Date.now());
    throw new AppError('GLOBAL.FORBIDDEN');
  }
}

/**
 * Wraps every room type the server defines (server.ts), so no room, present or future, can forget it:
 * - a reconnect re-checks the session (revoked, banned, expired) and is refused when it is not live;
 * - a dropped client whose session is revoked keeps no seat for reconnection;
 * - a join whose seat was reserved before the revocation is refused;
 * - every message of a client whose session this process knows is revoked is dropped and its socket closed (4401),
 *   so no bet is taken in the moment between the revocation and the socket's close.
 */
export function guardRoomSessions<T extends RoomClass>(Base: T): T {
  const base = Base.prototype as unknown as RoomHooks;
  const Guarded = class extends (Base as unknown as new (...args: unknown[]) => Room) {
    override onMessage(type: string | number, ...rest: unknown[]): unknown {
      const last = rest.length - 1;
      const handler = rest[last];
      if (typeof handler === 'function') {
        rest[last] = (client: Client, ...args: unknown[]) => {
          if (revokedSessionOf(client)) {
            client.leave(SESSION_REVOKED_CLOSE_CODE);
            return undefined;
          }
          return (handler as AnyHandler).call(this, client, ...args);
        };
      }
      return (Room.prototype.onMessage as (...args: unknown[]) => unknown).call(this, type, ...rest);
    }

    override async onJoin(client: Client, options: unknown, auth: unknown): Promise<unknown> {
      if (revokedSessionOf(client)) throw new AppError('GLOBAL.FORBIDDEN');
      return base.onJoin?.call(this, client, options, auth);
    }

    override onDrop(client: Client, code?: number): void | Promise<unknown> {
      // Without onDrop (or when it returns at once) Colyseus goes on to onLeave: the client is simply gone.
      if (revokedSessionOf(client)) return undefined;
      return base.onDrop?.call(this, client, code) as void | Promise<unknown>;
    }

    override async onReconnect(client: Client): Promise<unknown> {
      await assertSessionStillLive(client);
      return base.onReconnect?.call(this, client);
    }
  };
  Object.defineProperty(Guarded, 'name', { value: Base.name });
  return Guarded as unknown as T;
}
