import { AppError, isUuid } from '@arena/schemas';
import type { SessionStore } from './sessions';
import type { TokenClaims, TokenService } from './tokens';

/** What a sign-in check reads of the app's services (auth sits below the http layer that assembles them). */
export interface SessionServices {
  tokens: TokenService;
  sessions: SessionStore;
}

/**
 * How the session is looked up: `remembered` (every REST request) may answer from the live-session cache, which
 * announced revocations empty at once; `database` always asks (joins, reconnects, heartbeats: the re-checks that
 * must also see a revocation nobody announced).
 */
export type SessionCheck = 'database' | 'remembered';

/**
 * The user and session a token names, or GLOBAL.FORBIDDEN (GLOBAL.ACCOUNT_BANNED for a banned user): a correctly signed token is not enough, its session
 * must be live (not signed out, not revoked by "sign out everywhere" or a ban) and its user must exist (a token for
 * a deleted user, or whose subject is not a user id, once reached the database and gave 500s).
 */
export async function signedInSession(
  services: SessionServices,
  token: string | undefined,
  check: SessionCheck = 'database',
): Promise<TokenClaims> {
  const claims = await services.tokens.verify(token);
  if (!isUuid(claims.userId) || !isUuid(claims.sessionId)) throw new AppError('GLOBAL.FORBIDDEN');
  const live =
    check === 'remembered'
      ? services.sessions.isLiveCached(claims.userId, claims.sessionId)
      : services.sessions.isLive(claims.userId, claims.sessionId);
  if (!(await live)) {
    throw new AppError(
      (await services.sessions.isBanned(claims.userId)) ? 'GLOBAL.ACCOUNT_BANNED' : 'GLOBAL.FORBIDDEN',
    );
  }
  return claims;
}

export async function signedInUser(services: SessionServices, token: string | undefined): Promise<string> {
  return (await signedInSession(services, token)).userId;
}
