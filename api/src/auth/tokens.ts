import { SignJWT, jwtVerify } from 'jose';
import { AppError, TIMING } from '@arena/schemas';

const ALGORITHMS = ['HS256'];

export interface TokenService {
  issue(userId: string): Promise<{ token: string; expiresAt: number }>;
  /** Answers the user id of a valid token, else throws `GLOBAL.FORBIDDEN`. */
  verify(token: string | undefined): Promise<string>;
}

export function createTokenService(secret: string, lifetimeSeconds: number = TIMING.tokenLifetimeSeconds): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(userId) {
      const expiresAt = Math.floor(Date.now() / 1000) + lifetimeSeconds;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: expiresAt * 1000 };
    },
    async verify(token) {
      if (!token) throw new AppError('GLOBAL.FORBIDDEN');
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ALGORITHMS, requiredClaims: ['sub', 'exp'] });
        if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw new Error('no subject');
        return payload.sub;
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
