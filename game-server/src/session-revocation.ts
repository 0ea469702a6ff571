import { matchMaker } from '@colyseus/core';
import type { AppServices } from '@arena/api';
import { TIMING } from '@arena/schemas';

/** WebSocket close code for a socket whose session was signed out, revoked everywhere or banned. */
export const SESSION_REVOKED_CLOSE_CODE = 4401;

interface SessionAuth {
  sessionId?: string;
}

/**
 * Closes the sockets of revoked sessions. Rooms check the session when a client joins; this poll covers the
 * sockets that were already open when the player signed out everywhere or was banned. Every process polls for
 * itself and closes only its own clients, so it works the same with one process or several.
 */
export function startSessionRevocation(services: AppServices, intervalMs: number = TIMING.sessionRevocationPollMs): { stop(): Promise<void> } {
  let since: string | null = null;
  let running: Promise<void> | undefined;
  const pass = async () => {
    const { sessionIds, now } = await services.sessions.revokedSince(since);
    since = now;
    if (sessionIds.length === 0) return;
    const revoked = new Set(sessionIds);
    const rooms = await matchMaker.query({ processId: matchMaker.processId });
    for (const listing of rooms) {
      const room = matchMaker.getLocalRoomById(listing.roomId);
      if (!room) continue;
      for (const client of [...room.clients]) {
        const sessionId = (client.auth as SessionAuth | undefined)?.sessionId;
        if (sessionId && revoked.has(sessionId)) client.leave(SESSION_REVOKED_CLOSE_CODE);
      }
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .catch((error: unknown) => console.error('session revocation pass failed', error))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
