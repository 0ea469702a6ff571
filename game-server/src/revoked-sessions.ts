import type { Client } from '@colyseus/core';

/** What `authenticateRoomClient` puts in `client.auth` (undefined or `true` for a spectator). */
export interface SessionAuth {
  userId?: string;
  sessionId?: string;
}

/** Session ids this process knows are revoked, with when it learned it (forgotten once their tokens expired). */
const revoked = new Map<string, number>();

export function markSessionsRevoked(sessionIds: readonly string[], at: number): void {
  for (const id of sessionIds) if (!revoked.has(id)) revoked.set(id, at);
}

export function forgetRevokedBefore(cutoff: number): void {
  for (const [id, at] of revoked) if (at < cutoff) revoked.delete(id);
}

export function isSessionRevoked(sessionId: string): boolean {
  return revoked.has(sessionId);
}

/** The client's session when it is known revoked here (synchronous: checked on every room message). */
export function revokedSessionOf(client: Pick<Client, 'auth'>): SessionAuth | undefined {
  const auth = client.auth as SessionAuth | true | undefined;
  if (!auth || auth === true || !auth.sessionId) return undefined;
  return revoked.has(auth.sessionId) ? auth : undefined;
}
