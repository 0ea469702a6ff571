import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { ColyseusSDK, type Room as SdkRoom } from '@colyseus/sdk';
// Adds waitForMessage and friends to SDK rooms.
import '@colyseus/testing';
import { setPremium, signInUser } from '@arena/api';
import type { TestDatabase } from '@arena/api/testing';
import {
  CHAT_SERVER_MESSAGES,
  type ChatChannel,
  type ChatErrorEvent,
  ChatRoomState,
  WIN_FEED_ROOM_ID,
  WinFeedState,
  chatRoomId,
  orderedMessages,
} from '@arena/schemas';
import type { GameModule } from '../../../game-module';
import { type RoomTestServer, bootRoomTestServer } from '../../../testing/room-test-server';
import { waitFor } from '../../../testing/wait-for';
import { createChatModule } from '../module';
import type { ChatSettings } from '../settings';

export { freePort } from '../../../testing/room-test-server';
export { waitFor } from '../../../testing/wait-for';

/**
 * Boots the real game server with the chat module (plus any other modules a test needs) on a free port over a
 * fresh test database (or a given one, to play a restart), with real SDK clients.
 */
export type ChatKit = RoomTestServer;

export async function bootChatKit(
  overrides: Partial<ChatSettings> = {},
  options: { db?: TestDatabase; extraModules?: GameModule[] } = {},
): Promise<ChatKit> {
  const modules = [createChatModule({ giveawayTickMs: 0, ...overrides }), ...(options.extraModules ?? [])];
  return bootRoomTestServer(modules, { db: options.db });
}

export interface Writer {
  userId: string;
  token: string;
  name: string;
}

export const em = (kit: Pick<ChatKit, 'db'>) => kit.db.orm.em.fork() as SqlEntityManager;

/** A signed-in user; by default with the deposit chat asks for. */
export async function newWriter(
  kit: ChatKit,
  options: { depositCents?: number; role?: 'USER' | 'MODERATOR' | 'ADMIN'; premium?: boolean } = {},
): Promise<Writer> {
  const { services } = kit;
  const name = `w${randomUUID().slice(0, 6)}`;
  const { userId } = await services.ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${randomUUID()}`, name, agreeTos: true }),
  );
  const depositCents = options.depositCents ?? 1_00;
  if (depositCents > 0) await services.ledger.deposit({ userId, amountCents: depositCents, key: `seed-${userId}` });
  if (options.role) await em(kit).execute(`update users set role = ? where id = ?`, [options.role, userId], 'run');
  if (options.premium) await setPremium(em(kit), userId, true);
  return { userId, name, token: (await services.tokens.issue(userId)).token };
}

export type ChatSdkRoom = SdkRoom<unknown, InstanceType<typeof ChatRoomState>>;

/** A real SDK client joining a channel's room. */
export async function joinChat(kit: Pick<ChatKit, 'port'>, channel: ChatChannel, token?: string): Promise<ChatSdkRoom> {
  const sdk = new ColyseusSDK(`ws://127.0.0.1:${kit.port}`);
  if (token) sdk.auth.token = token;
  const room = await sdk.joinById(chatRoomId(channel), {}, ChatRoomState);
  for (const type of Object.values(CHAT_SERVER_MESSAGES)) room.onMessage(type, () => undefined);
  // The first full state (with the history) follows the join; the channel is set in it.
  await waitFor('first state', () => room.state?.channel === channel);
  return room as never;
}

export async function joinFeed(
  kit: Pick<ChatKit, 'port'>,
): Promise<SdkRoom<unknown, InstanceType<typeof WinFeedState>>> {
  const sdk = new ColyseusSDK(`ws://127.0.0.1:${kit.port}`);
  const room = await sdk.joinById(WIN_FEED_ROOM_ID, {}, WinFeedState);
  await waitFor('first state', () => (room.state?.openedAt ?? 0) > 0);
  return room as never;
}

/** Sends one message and answers the room's refusal of it. */
export async function refusal(room: SdkRoom, type: string, message?: unknown): Promise<ChatErrorEvent['error']> {
  const answer = room.waitForMessage(CHAT_SERVER_MESSAGES.error, 10_000) as Promise<ChatErrorEvent>;
  room.send(type, message);
  return (await answer).error;
}

/** Sends a message and waits until the room confirms it was stored. */
export async function say(room: SdkRoom, channel: ChatChannel, text: string): Promise<string> {
  const sent = room.waitForMessage(CHAT_SERVER_MESSAGES.sent, 10_000) as Promise<{ messageId: string }>;
  room.send('send', { channel, text });
  return (await sent).messageId;
}

/** The texts a client currently sees in its state. */
export function texts(room: ChatSdkRoom): string[] {
  return orderedMessages(room.state).map((m) => m.text);
}
