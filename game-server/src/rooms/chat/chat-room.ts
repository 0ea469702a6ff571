import { type Client, Room, type RoomException, type RoomMethodName } from '@colyseus/core';
import { type StoredChatMessage, recentChatMessages } from '@arena/api';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  CHAT_CLIENT_MESSAGES,
  CHAT_SERVER_MESSAGES,
  type ChatChannel,
  type ChatErrorEvent,
  ChatListMutedMessage,
  ChatMessageState,
  ChatMuteMessage,
  ChatRemoveMessage,
  ChatRoomState,
  ChatSendMessage,
  chatRoomId,
  isChatChannel,
} from '@arena/schemas';
import { authenticateRoomClient } from '../../auth';
import { roomServices } from '../../services';
import { ChatDesk } from './chat-desk';
import type { ChatSettings } from './settings';
import { SpamGuard } from './spam-guard';
import { logRoomException } from '../../refusal-logger';

type ChatClient = Client<{ auth: { userId: string } | undefined }>;

/** Options the server passes when it opens a channel's room at boot. */
export interface ChatRoomCreateOptions {
  channel: ChatChannel;
  /** A per-process secret: clients cannot open chat rooms, the server opens one per channel. */
  bootKey: string;
}

/** How often idle writers are forgotten by the spam guard. */
const SWEEP_MS = 60_000;

/**
 * One chat channel. The state holds the newest messages (history on join comes with the first state); every
 * message is stored before it is shown, so a restarted room shows the same history. Signed-out visitors read,
 * signed-in users write; the rules are the desk's, this class is the socket side.
 */
export abstract class ChatRoom extends Room<{ state: ChatRoomState }> {
  protected abstract readonly settings: ChatSettings;
  protected abstract readonly bootKey: string;
  /** Shared by every channel room of the module (see chatRoomClass). */
  protected abstract readonly spam: SpamGuard;
  private channel: ChatChannel = 'en';
  /** Ids of the shown messages, oldest first: the one to drop when the window is full. */
  private order: string[] = [];
  private seq = 0;
  private desk!: ChatDesk;

  static override async onAuth(token: string | undefined): Promise<{ userId: string } | true> {
    return (await authenticateRoomClient(token || undefined, true)) ?? true;
  }

  override async onCreate(options: Partial<ChatRoomCreateOptions>): Promise<void> {
    if (options.bootKey !== this.bootKey || !isChatChannel(options.channel)) throw new AppError('GLOBAL.FORBIDDEN');
    this.channel = options.channel;
    this.roomId = chatRoomId(this.channel);
    this.autoDispose = false;
    this.patchRate = this.settings.patchRateMs;
    // Past this a client is disconnected: the socket-level cut-off for a flooder (the spam limit answers first).
    this.maxMessagesPerSecond = this.settings.maxMessagesPerSecond;
    this.state = new ChatRoomState({ channel: this.channel });
    this.desk = new ChatDesk(roomServices(), this.channel, this.settings, this.spam);
    const history = await recentChatMessages(
      roomServices().orm.em.fork() as SqlEntityManager,
      this.channel,
      this.settings.historyLength,
    );
    for (const message of history) this.show(message);
    this.clock.setInterval(() => this.desk.sweep(), SWEEP_MS);
    this.registerMessages();
  }

  private registerMessages(): void {
    this.onMessage(CHAT_CLIENT_MESSAGES.send, async (client: ChatClient, message: unknown) => {
      const parsed = ChatSendMessage.safeParse(message);
      if (!parsed.success) return this.refuse(client, 'send', new AppError('GLOBAL.BAD_REQUEST', ['send']));
      try {
        const stored = await this.desk.send(client.auth?.userId, parsed.data);
        this.show(stored);
        client.send(CHAT_SERVER_MESSAGES.sent, { messageId: stored.id });
      } catch (error) {
        this.refuse(client, 'send', error);
      }
    });
    this.onMessage(CHAT_CLIENT_MESSAGES.mute, async (client: ChatClient, message: unknown) => {
      const parsed = ChatMuteMessage.safeParse(message);
      if (!parsed.success) return this.refuse(client, 'mute', new AppError('GLOBAL.BAD_REQUEST', ['mute']));
      try {
        await this.desk.mute(client.auth?.userId, parsed.data);
        client.send(CHAT_SERVER_MESSAGES.moderated, { action: 'MUTE', targetUserId: parsed.data.userId });
      } catch (error) {
        this.refuse(client, 'mute', error);
      }
    });
    this.onMessage(CHAT_CLIENT_MESSAGES.remove, async (client: ChatClient, message: unknown) => {
      const parsed = ChatRemoveMessage.safeParse(message);
      if (!parsed.success) return this.refuse(client, 'remove', new AppError('GLOBAL.BAD_REQUEST', ['remove']));
      try {
        const writer = await this.desk.remove(client.auth?.userId, parsed.data);
        this.state.messages.delete(parsed.data.messageId);
        this.order = this.order.filter((id) => id !== parsed.data.messageId);
        client.send(CHAT_SERVER_MESSAGES.moderated, { action: 'DELETE', targetUserId: writer });
      } catch (error) {
        this.refuse(client, 'remove', error);
      }
    });
    this.onMessage(CHAT_CLIENT_MESSAGES.listMuted, async (client: ChatClient, message: unknown) => {
      if (!ChatListMutedMessage.safeParse(message).success)
        return this.refuse(client, 'listMuted', new AppError('GLOBAL.BAD_REQUEST', ['listMuted']));
      try {
        client.send(CHAT_SERVER_MESSAGES.muted, { users: await this.desk.listMuted(client.auth?.userId) });
      } catch (error) {
        this.refuse(client, 'listMuted', error);
      }
    });
    this.onMessage('*', (client: ChatClient, type: string | number) => {
      this.refuse(client, String(type).slice(0, 32), new AppError('GLOBAL.BAD_REQUEST', [String(type).slice(0, 32)]));
    });
  }

  /** Appends a message to the state, keeping only the newest `historyLength`. */
  private show(message: StoredChatMessage): void {
    const { channel: _channel, ...fields } = message;
    this.state.messages.set(fields.id, new ChatMessageState({ ...fields, seq: ++this.seq }));
    this.order.push(fields.id);
    while (this.order.length > this.settings.historyLength) this.state.messages.delete(this.order.shift()!);
  }

  override onUncaughtException(error: RoomException, methodName: RoomMethodName): void {
    const cause = error.cause ?? error;
    logRoomException(`chat room ${this.roomId}`, methodName, cause);
    const client = (error as { client?: ChatClient }).client;
    if (methodName === 'onMessage' && client) this.refuse(client, 'message', new AppError('GLOBAL.INTERNAL_ERROR'));
  }

  override onBeforeShutdown(): void {
    void this.disconnect();
  }

  private refuse(client: ChatClient, action: string, error: unknown): void {
    const appError = error instanceof AppError ? error : new AppError('GLOBAL.INTERNAL_ERROR');
    if (!(error instanceof AppError)) console.error(`chat room ${this.roomId}: ${action} failed`, error);
    const body: ChatErrorEvent = { ...appError.toBody(), action };
    client.send(CHAT_SERVER_MESSAGES.error, body);
  }
}

/**
 * A chat room class bound to its settings and to this process's boot key, with one spam guard for all its channels:
 * the spam limit counts a writer's messages in every channel together. All channels live in one process (the chat
 * module has one owner, game-server/src/scale/), so an in-memory guard sees every message; a new owner after a
 * failover starts with empty counts, at most one window of leniency.
 */
export function chatRoomClass(settings: ChatSettings, bootKey: string): new () => ChatRoom {
  const spam = new SpamGuard(settings);
  return class ConfiguredChatRoom extends ChatRoom {
    protected readonly settings = settings;
    protected readonly bootKey = bootKey;
    protected readonly spam = spam;
  };
}
