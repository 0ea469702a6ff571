import { SignJWT, jwtVerify } from 'jose';
import { AppError, TIMING } from '@arena/schemas';
import type { SessionStore } from './sessions';

const ALGORITHMS = ['HS256'];
/** Verified tokens remembered per process (the oldest forgotten first): a player's next request skips the HMAC. */
const VERIFIED_TOKENS_KEPT = 10_000;
/** Who issues and who accepts the tokens: a token minted for another service with the same secret is refused. */
export const TOKEN_ISSUER = 'skin-arena';
export const TOKEN_AUDIENCE = 'skin-arena';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export interface TokenService {
  /** Starts a session for the user and answers its token. */
  issue(userId: string, options?: { userAgent?: string }): Promise<{ token: string; expiresAt: number }>;
  /**
   * Answers the user and session a correctly signed, unexpired token names, else throws `GLOBAL.FORBIDDEN`. It
   * does not look the session up: `signedInUser` does.
   */
  verify(token: string | undefined): Promise<TokenClaims>;
}

export function createTokenService(
  secret: string,
  sessions: SessionStore,
  lifetimeSeconds: number = TIMING.tokenLifetimeSeconds,
): TokenService {
  const key = new TextEncoder().encode(secret);
  // The exact token string was checked before: its signature cannot have changed, only its expiry can pass. The
  // session behind it is checked on every request all the same (signedInUser), so a revocation is never missed.
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  return {
    async issue(userId, options = {}) {
      const expiresAt = Math.floor(Date.now() / 1000) + lifetimeSeconds;
      const sessionId = await sessions.start(userId, new Date(expiresAt * 1000), options.userAgent);
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: expiresAt * 1000 };
    },
    async verify(token) {
      if (!token) throw new AppError('GLOBAL.FORBIDDEN');
      const known = verified.get(token);
      if (known && known.expiresAtMs > Date.now()) return known.claims;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ALGORITHMS,
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'sid'],
        });
        if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw new Error('no subject');
        if (typeof payload.sid !== 'string' || payload.sid.length === 0) throw new Error('no session');
        const claims = { userId: payload.sub, sessionId: payload.sid };
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAtMs: payload.exp! * 1000 });
        return claims;
      } catch {
        throw new AppError('GLOBAL.FORBIDDEN');
      }
    },
  };
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
