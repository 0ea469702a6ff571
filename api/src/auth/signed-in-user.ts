import { AppError } from '@arena/schemas';
import type { AppServices } from '../http/services';
import type { TokenClaims } from './tokens';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user and session a token names, or GLOBAL.FORBIDDEN (GLOBAL.ACCOUNT_BANNED for a banned user): a correctly signed token is not enough, its session
 * must be live (not signed out, not revoked by "sign out everywhere" or a ban) and its user must exist (a token for
 * a deleted user, or whose subject is not a user id, once reached the database and gave 500s).
 */
export async function signedInSession(services: AppServices, token: string | undefined): Promise<TokenClaims> {
  const claims = await services.tokens.verify(token);
  if (!UUID.test(claims.userId) || !UUID.test(claims.sessionId)) throw new AppError('GLOBAL.FORBIDDEN');
  if (!(await services.sessions.isLive(claims.userId, claims.sessionId))) {
    throw new AppError((await services.sessions.isBanned(claims.userId)) ? 'GLOBAL.ACCOUNT_BANNED' : 'GLOBAL.FORBIDDEN');
  }
  return claims;
}

export async function signedInUser(services: AppServices, token: string | undefined): Promise<string> {
  return (await signedInSession(services, token)).userId;
}
