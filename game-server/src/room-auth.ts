import { Room } from '@colyseus/core';
import { authenticateRoomClient } from './auth';

type RoomClass = (new (...args: never[]) => Room) & { onAuth: typeof Room.onAuth };

/** True when the room type kept Colyseus's default static onAuth, which admits any token (forged ones too). */
export function hasDefaultRoomAuth(klass: { onAuth?: unknown }): boolean {
  return klass.onAuth === Room.onAuth;
}

/**
 * Authorization before anything else for every room type the server defines (issue 25): Colyseus calls a room's
 * static onAuth before it creates the room or reserves a seat, so options never reach onCreate/onJoin from a bad
 * token. A room type that did not write one (the win feed, the clan war map, the battle lobby) gets the rooms' common
 * rule: no token is a spectator, a token must name a live session (authenticateRoomClient), else GLOBAL.FORBIDDEN.
 */
export function withRoomAuth<T extends new (...args: never[]) => Room>(Base: T): T {
  if (!hasDefaultRoomAuth(Base as unknown as RoomClass)) return Base;
  const Authorized = class extends (Base as unknown as new (...args: unknown[]) => Room) {
    static override async onAuth(token: string | undefined): Promise<{ userId: string; sessionId: string } | true> {
      return (await authenticateRoomClient(token || undefined, true)) ?? true;
    }
  };
  Object.defineProperty(Authorized, 'name', { value: Base.name });
  return Authorized as unknown as T;
}
