import type { SqlEntityManager } from '@mikro-orm/sql';
import { ColyseusSDK } from '@colyseus/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { execute, queryRows } from '@arena/api';
import { CRASH_SERVER_MESSAGES, CrashRoomState, crashRoomId } from '@arena/schemas';
import { createCrashModule } from '../rooms/crash/module';
import { balanceOf, join, newPlayer, waitFor, waitForPhase } from '../rooms/crash/testing/crash-test-kit';
import { markSessionsRevoked } from '../revoked-sessions';
import { SESSION_REVOKED_CLOSE_CODE } from '../session-revocation';
import { type RoomTestServer, bootRoomTestServer } from '../testing/room-test-server';

/**
 * "a bet was accepted 23 s after a ban". A long betting phase keeps the round open for bets the whole test,
 * and the backstop poll is off, so what refuses the bets here is the pushed ban and the rooms' session guard.
 */
let kit: RoomTestServer;
beforeAll(async () => {
  kit = await bootRoomTestServer([createCrashModule({ chainLength: 400, bettingMs: 120_000 })], {
    sessionRevocationPollMs: 0,
  });
});
afterAll(async () => {
  await kit?.services.ledger.assertInvariants();
  await kit?.close();
});

const em = () => kit.db.orm.em.fork() as SqlEntityManager;
const betsOf = (userId: string) => queryRows<{ id: string }>(em(), `select id from bets where user_id = ?`, [userId]);
const sessionOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

/** What the ban route does: ban and revoke in one transaction, then announce the revoked sessions. */
async function ban(userId: string): Promise<void> {
  const ids = await kit.services.ledger.transaction(async (tx) => {
    await execute(tx, `update users set banned_at = now() where id = ?`, [userId]);
    return kit.services.sessions.revokeAllIn(tx, userId);
  });
  kit.services.sessions.announce(ids);
}

it(
  'after a ban the socket closes, the reconnect and a fresh join are refused, and no bet is taken',
  { timeout: 60_000 },
  async () => {
    const player = await newPlayer(kit, 10_00);
    const room = await join(kit, 'classic', player.token);
    await waitForPhase('classic', 'BETTING', 30_000);
    room.reconnection.enabled = false;
    const closed: number[] = [];
    room.onLeave((code) => closed.push(code));
    const reconnectionToken = room.reconnectionToken;

    await ban(player.userId);
    await waitFor('the banned socket closes', () => closed.length > 0);
    expect(closed).toEqual([SESSION_REVOKED_CLOSE_CODE]);

    const sdk = new ColyseusSDK(`ws://127.0.0.1:${kit.port}`);
    await expect(sdk.reconnect(reconnectionToken, CrashRoomState)).rejects.toThrow();
    sdk.auth.token = player.token;
    await expect(sdk.joinById(crashRoomId('classic'), {}, CrashRoomState)).rejects.toThrow();
    expect(await betsOf(player.userId)).toEqual([]);
    expect(await balanceOf(kit, player.userId)).toBe(10_00);
  },
);

it(
  'a bet sent after the process learned of the revocation, before the socket closed, is refused and the socket closed',
  { timeout: 60_000 },
  async () => {
    const player = await newPlayer(kit, 10_00);
    const room = await join(kit, 'classic', player.token);
    await waitForPhase('classic', 'BETTING', 30_000);
    room.reconnection.enabled = false;
    const closed: number[] = [];
    room.onLeave((code) => closed.push(code));
    const placed: unknown[] = [];
    room.onMessage(CRASH_SERVER_MESSAGES.betPlaced, (event) => placed.push(event));

    // The moment between hearing of a revocation and closing the socket: the session is known revoked here.
    markSessionsRevoked([sessionOf(player.token)], Date.now());
    room.send('bet', { source: 'REAL', amountCents: 2_00 });
    await waitFor('the socket closes', () => closed.length > 0);
    expect(closed).toEqual([SESSION_REVOKED_CLOSE_CODE]);
    expect(placed).toEqual([]);
    expect(await betsOf(player.userId)).toEqual([]);
    expect(await balanceOf(kit, player.userId)).toBe(10_00);
  },
);

it('a live player bets as before (the guard refuses only revoked sessions)', { timeout: 60_000 }, async () => {
  const player = await newPlayer(kit, 10_00);
  const room = await join(kit, 'classic', player.token);
  await waitForPhase('classic', 'BETTING', 30_000);
  room.send('bet', { source: 'REAL', amountCents: 2_00 });
  await room.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced);
  expect(await betsOf(player.userId)).toHaveLength(1);
  await room.leave();
});
