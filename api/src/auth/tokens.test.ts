import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionStore } from './sessions';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, createTokenService } from './tokens';

const SECRET = 'tokens-test-secret';
const sign = (expiresAtSeconds: number, secret = SECRET) =>
  new SignJWT({ sid: 'session-1' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('user-1')
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresAtSeconds)
    .sign(new TextEncoder().encode(secret));
// verify never starts a session.
const tokens = () => createTokenService(SECRET, {} as SessionStore);

afterEach(() => vi.useRealTimers());

describe('token verification', () => {
  it('answers a token checked before from memory, and refuses it once it has expired', async () => {
    const now = Date.UTC(2026, 10, 28, 12);
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const service = tokens();
    const token = await sign(now / 1000 + 60);
    expect(await service.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    expect(await service.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    vi.setSystemTime(now + 61_000);
    await expect(service.verify(token)).rejects.toMatchObject({ key: 'GLOBAL.FORBIDDEN' });
  });

  it('still refuses a token signed with another secret or altered, next to a remembered one', async () => {
    const service = tokens();
    const good = await sign(Math.floor(Date.now() / 1000) + 60);
    await service.verify(good);
    const forged = await sign(Math.floor(Date.now() / 1000) + 60, 'another-secret');
    await expect(service.verify(forged)).rejects.toMatchObject({ key: 'GLOBAL.FORBIDDEN' });
    const [header, payload, signature] = good.split('.');
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(service.verify(altered)).rejects.toMatchObject({ key: 'GLOBAL.FORBIDDEN' });
  });
});
