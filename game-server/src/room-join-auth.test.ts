import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@arena/api';
import { type CrashKit, bootCrashKit, em, join, newPlayer } from './rooms/crash/testing/crash-test-kit';

let kit: CrashKit;
beforeAll(async () => {
  kit = await bootCrashKit({ bettingMs: 2500, crashedPauseMs: 150 });
});
afterAll(async () => {
  await kit.close();
});

describe('joining a room with a token for a user who is gone or banned', () => {
  it('is refused as on REST: GLOBAL.FORBIDDEN for no user, GLOBAL.ACCOUNT_BANNED for a banned one', async () => {
    const key = new TextEncoder().encode(kit.services.config.jwtSecret);
    const forge = (subject: string) =>
      new SignJWT({ sid: randomUUID() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setExpirationTime('1h')
        .sign(key);
    // A correctly signed token for no user, and one whose subject is not a user id.
    await expect(join(kit, 'classic', await forge(randomUUID()))).rejects.toThrow('GLOBAL.FORBIDDEN');
    await expect(join(kit, 'classic', await forge('not-a-uuid'))).rejects.toThrow('GLOBAL.FORBIDDEN');

    const player = await newPlayer(kit, 1_00);
    const room = await join(kit, 'classic', player.token);
    await room.leave();
    await em(kit).execute(`update users set banned_at = now() where id = ?`, [player.userId]);
    await expect(join(kit, 'classic', player.token)).rejects.toThrow('GLOBAL.ACCOUNT_BANNED');
  });
});
