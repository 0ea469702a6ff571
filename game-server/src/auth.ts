import { signedInSession } from '@arena/api';
import { AppError } from '@arena/schemas';
import { roomServices } from './services';

/**
 * `onAuth` for rooms: the same bearer token the API issues. Spectators may join without one, so a missing
 * token answers `undefined`; a bad one is refused.
 */
export async function authenticateRoomClient(
  token: string | undefined,
  allowSpectator: boolean,
): Promise<{ userId: string; sessionId: string } | undefined> {
  if (!token) {
    if (allowSpectator) return undefined;
    throw new AppError('GLOBAL.FORBIDDEN');
  }
  // The session id rides in client.auth so session-revocation.ts can close this socket when it is revoked.
  return signedInSession(roomServices(), token);
}
