import { type Client, type Presence, type Room, matchMaker } from '@colyseus/core';
import { type AppServices, SESSION_REVOKED_CHANNEL, readSessionRevokedMessage } from '@arena/api';
import { TIMING } from '@arena/schemas';
import { forgetRevokedBefore, markSessionsRevoked, revokedSessionOf } from './revoked-sessions';

/** WebSocket close code for a socket whose session was signed out, revoked everywhere or banned. */
export const SESSION_REVOKED_CLOSE_CODE = 4401;

/** Colyseus keeps a dropped client's seat here while it may reconnect (Room.allowReconnection). */
interface ReconnectionSeats {
  _reservedSeats: Record<string, [unknown, unknown, boolean, boolean] | undefined>;
  _reconnections: Record<string, [string, { reject(reason?: unknown): void }] | undefined>;
}

/**
 * Acts on revoked sessions in this process's rooms: their open sockets are closed with 4401 and the seats their
 * dropped clients hold for reconnection are given up (the reconnect itself is refused by `guardRoomSessions` too).
 */
export async function evictRevokedSessions(): Promise<void> {
  const rooms = await matchMaker.query({ processId: matchMaker.processId });
  for (const listing of rooms) {
    const room = matchMaker.getLocalRoomById(listing.roomId) as Room | undefined;
    if (!room) continue;
    for (const client of [...room.clients]) {
      if (revokedSessionOf(client)) client.leave(SESSION_REVOKED_CLOSE_CODE);
    }
    const seats = room as unknown as ReconnectionSeats;
    for (const [, entry] of Object.entries(seats._reconnections ?? {})) {
      if (!entry) continue;
      const [clientSessionId, reconnection] = entry;
      const authData = seats._reservedSeats?.[clientSessionId]?.[1];
      if (revokedSessionOf({ auth: authData } as Client)) reconnection.reject(false);
    }
  }
}

export interface SessionRevocationOptions {
  /** Backstop poll of the sessions table (0: none, for tests proving the push alone). */
  intervalMs?: number;
  /** Colyseus presence: RedisPresence carries other processes' revocations (the API's, through its relay). */
  presence?: Presence;
  now?: () => number;
}

/**
 * Revocations reach this process three ways, each enough on its own: this process's own `SessionStore` feed (the API
 * in the same process: sign-out, everywhere, ban), the presence channel `SESSION_REVOKED_CHANNEL` (another process's
 * API over Redis), and a poll of the sessions table every `TIMING.sessionRevocationPollMs` for a message lost on the
 * way. Each marks the sessions revoked here (every room message of theirs is refused from then on) and evicts them.
 */
export function startSessionRevocation(
  services: AppServices,
  options: SessionRevocationOptions = {},
): { stop(): Promise<void> } {
  const intervalMs = options.intervalMs ?? TIMING.sessionRevocationPollMs;
  const now = options.now ?? Date.now;
  const feed = services.sessions.revocations;
  let evicting: Promise<void> = Promise.resolve();
  const revoke = (sessionIds: readonly string[]) => {
    if (sessionIds.length === 0) return;
    markSessionsRevoked(sessionIds, now());
    // The API in this process must refuse them too, though the presence channel and the poll bypass its feed.
    services.sessions.forgetLive(sessionIds);
    evicting = evicting
      .then(evictRevokedSessions)
      .catch((error: unknown) => console.error('closing revoked sessions failed', error));
  };
  const stopFeed = feed.subscribe((sessionIds) => revoke(sessionIds));
  const onChannel = (data: unknown) => {
    const message = readSessionRevokedMessage(data);
    // This process's own revocations already came through the feed.
    if (message && message.origin !== feed.origin) revoke(message.sessionIds);
  };
  const subscribed = options.presence
    ? Promise.resolve(options.presence.subscribe(SESSION_REVOKED_CHANNEL, onChannel)).catch((error: unknown) =>
        console.error('listening for session revocations failed', error),
      )
    : undefined;

  let since: string | null = null;
  let running: Promise<void> | undefined;
  const pass = async () => {
    const { sessionIds, now: dbNow } = await services.sessions.revokedSince(since);
    since = dbNow;
    forgetRevokedBefore(now() - TIMING.tokenLifetimeSeconds * 1000);
    revoke(sessionIds);
  };
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          if (running) return;
          running = pass()
            .catch((error: unknown) => console.error('session revocation pass failed', error))
            .finally(() => {
              running = undefined;
            });
        }, intervalMs)
      : undefined;
  timer?.unref();
  return {
    async stop() {
      if (timer) clearInterval(timer);
      stopFeed();
      await subscribed;
      await options.presence?.unsubscribe(SESSION_REVOKED_CHANNEL, onChannel);
      await running;
      await evicting;
    },
  };
}
