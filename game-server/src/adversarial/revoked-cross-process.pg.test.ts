import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ColyseusSDK } from '@colyseus/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RevocationRelay, ensureCrashChain, relayRevocations } from '@arena/api';
import { CrashRoomState, crashRoomId } from '@arena/schemas';
import { joinAt, waitFor } from '../rooms/crash/testing/crash-test-kit';
import { SESSION_REVOKED_CLOSE_CODE } from '../session-revocation';
import { type RestartHarness, restartHarness, restartPlayer } from '../testing/restart-harness';
import { type ClaimedRedisDb, claimRedisDb } from '../scale/testing/redis-db';

/**
 * revocation must reach every room on every process. The game server runs as a child process with its
 * backstop poll off; this test process plays the API (its own SessionStore, relaying to Redis as createApiPlatform
 * does). A sign-out everywhere here closes the player's socket there, so it crossed Redis. Real Postgres only (two
 * processes cannot share PGlite): the *.pg.test.ts rule.
 */
const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'revoked-server.fixture.ts');
let redis: ClaimedRedisDb;
let harness: RestartHarness;
let relay: RevocationRelay | undefined;
beforeAll(async () => {
  redis = await claimRedisDb();
  harness = await restartHarness(fixture, { REDIS_URL: redis.url });
});
afterAll(async () => {
  await relay?.close();
  await harness?.cleanup();
  await redis?.release();
});

it(
  'a sign-out everywhere on the API process closes the socket on another game-server process, and the token stays refused there',
  { timeout: 120_000 },
  async () => {
    const db = await harness.store.open();
    await ensureCrashChain(db.orm, 'classic', 200);
    await ensureCrashChain(db.orm, 'plus', 200);
    relay = await relayRevocations(db.services.sessions.revocations, redis.url);
    await relay.ready;
    const game = await harness.start();
    const player = await restartPlayer(db.services, 10_00);
    const room = await waitFor(
      'the crash room opens',
      () => joinAt(game.port, 'classic', player.token).catch(() => undefined),
      30_000,
    );
    room.reconnection.enabled = false;
    const closed: number[] = [];
    room.onLeave((code) => closed.push(code));
    const reconnectionToken = room.reconnectionToken;

    expect(await db.services.sessions.revokeAll(player.userId)).toBe(1);
    await waitFor('the socket on the other process closes', () => closed.length > 0, 30_000);
    expect(closed).toEqual([SESSION_REVOKED_CLOSE_CODE]);

    const sdk = new ColyseusSDK(`ws://127.0.0.1:${game.port}`);
    await expect(sdk.reconnect(reconnectionToken, CrashRoomState)).rejects.toThrow();
    sdk.auth.token = player.token;
    await expect(sdk.joinById(crashRoomId('classic'), {}, CrashRoomState)).rejects.toThrow();
  },
);
