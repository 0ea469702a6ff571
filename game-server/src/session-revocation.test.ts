import { ColyseusSDK } from '@colyseus/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ChatRoomState, chatRoomId } from '@arena/schemas';
import { type ChatKit, bootChatKit, joinChat, newWriter, waitFor } from './rooms/chat/testing/chat-test-kit';
import { SESSION_REVOKED_CLOSE_CODE } from './session-revocation';

let kit: ChatKit;
beforeAll(async () => {
  kit = await bootChatKit();
});
afterAll(() => kit.close());

it(
  'closes the open sockets of a player who signs out everywhere, keeps everyone else, and refuses the token on rejoin',
  { timeout: 60_000 },
  async () => {
    const quitter = await newWriter(kit);
    const other = await newWriter(kit);
    const quitterRoom = await joinChat(kit, 'en', quitter.token);
    const otherRoom = await joinChat(kit, 'en', other.token);
    const closed: number[] = [];
    quitterRoom.onLeave((code) => closed.push(code));

    const revokedAt = Date.now();
    expect(await kit.services.sessions.revokeAll(quitter.userId)).toBe(1);
    await waitFor('the revoked socket closes', () => closed.length > 0, 20_000);
    expect(closed).toEqual([SESSION_REVOKED_CLOSE_CODE]);
    // Measured, not asserted as a timing: the revocation is pushed (poll backstop every second), so normally a few ms.
    console.info(`revoked socket closed after ${Date.now() - revokedAt} ms`);
    expect(otherRoom.connection.isOpen).toBe(true);

    const sdk = new ColyseusSDK(`ws://127.0.0.1:${kit.port}`);
    sdk.auth.token = quitter.token;
    await expect(sdk.joinById(chatRoomId('en'), {}, ChatRoomState)).rejects.toThrow();
    await otherRoom.leave();
  },
);
