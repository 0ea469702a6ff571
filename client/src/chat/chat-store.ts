import { makeAutoObservable, runInAction } from 'mobx';
import {
  CHAT_CLIENT_MESSAGES,
  CHAT_SERVER_MESSAGES,
  type ChatChannel,
  type ChatErrorEvent,
  type ChatMutedEvent,
  type ChatMutedUser,
  type ChatRoomState,
  type ChatSticker,
  chatTextError,
  orderedMessages,
} from '@arena/schemas';
import { ApiError, clientError } from '../transport/api-error';
import type { ChatConnection, ConnectChat } from './chat-connection';

/** A message as the panel shows it (plain text: rendered as a React text node, never as HTML). */
export interface ChatMessageView {
  id: string;
  userId: string;
  name: string;
  avatar: string;
  role: string;
  text: string;
  sticker: string;
  createdAt: number;
}

export type ChatStatus = 'idle' | 'connecting' | 'connected' | 'failed';

function messagesOf(state: ChatRoomState): ChatMessageView[] {
  return orderedMessages(state).map((m) => ({
    id: m.id,
    userId: m.userId,
    name: m.name,
    avatar: m.avatar,
    role: m.role,
    text: m.text,
    sticker: m.sticker,
    createdAt: m.createdAt,
  }));
}

/**
 * One chat channel in the browser: mirrors the room's messages, sends, and carries the moderator's actions.
 * The server decides; the store only checks the text first (same rules) so an empty message answers at once.
 * `lastError` is the refusal to show under the send box, in the player's language.
 */
export class ChatStore {
  channel: ChatChannel;
  status: ChatStatus = 'idle';
  messages: ChatMessageView[] = [];
  lastError: ApiError | null = null;
  muted: ChatMutedUser[] = [];
  private connection: ChatConnection | null = null;
  private token: string | null = null;
  private generation = 0;

  constructor(
    channel: ChatChannel,
    private readonly connectRoom: ConnectChat,
  ) {
    this.channel = channel;
    makeAutoObservable<ChatStore, 'connection' | 'connectRoom' | 'generation'>(this, {
      connection: false,
      connectRoom: false,
      generation: false,
    });
  }

  /** Joins the current channel (again), leaving any room joined before. */
  async connect(token: string | null): Promise<void> {
    this.disconnect();
    this.token = token;
    const generation = ++this.generation;
    this.status = 'connecting';
    try {
      const connection = await this.connectRoom(this.channel, token);
      if (generation !== this.generation) return void connection.leave();
      this.attach(connection, generation);
    } catch {
      if (generation === this.generation) runInAction(() => (this.status = 'failed'));
    }
  }

  private attach(connection: ChatConnection, generation: number): void {
    this.connection = connection;
    this.status = 'connected';
    this.messages = messagesOf(connection.state);
    connection.onStateChange(() =>
      runInAction(() => generation === this.generation && (this.messages = messagesOf(connection.state))),
    );
    connection.onMessage(CHAT_SERVER_MESSAGES.error, (event) =>
      runInAction(() => {
        const { error } = event as ChatErrorEvent;
        this.lastError = new ApiError(error.key, error.args, 400);
      }),
    );
    connection.onMessage(CHAT_SERVER_MESSAGES.sent, () => runInAction(() => (this.lastError = null)));
    connection.onMessage(CHAT_SERVER_MESSAGES.muted, (event) =>
      runInAction(() => (this.muted = (event as ChatMutedEvent).users)),
    );
    // A mute answers once it is committed; a muted list asked for meanwhile could have been read before it, so the
    // moderator's list is read again then (seen in the browser suite on a loaded machine: the new mute was missing).
    connection.onMessage(CHAT_SERVER_MESSAGES.moderated, (event) => {
      if ((event as { action?: string }).action === 'MUTE') this.loadMuted();
    });
    connection.onLeave(() => runInAction(() => generation === this.generation && (this.status = 'failed')));
  }

  disconnect(): void {
    this.generation++;
    void this.connection?.leave().catch(() => undefined);
    this.connection = null;
    this.status = 'idle';
  }

  setChannel(channel: ChatChannel): void {
    if (channel === this.channel) return;
    this.channel = channel;
    this.messages = [];
    this.lastError = null;
    void this.connect(this.token);
  }

  /** Sends text; answers whether it left (the server may still refuse it: `lastError`). */
  send(text: string): boolean {
    const problem = chatTextError(text);
    if (problem) {
      this.lastError = clientError(problem.key, problem.args);
      return false;
    }
    return this.emit(CHAT_CLIENT_MESSAGES.send, { channel: this.channel, text: text.trim() });
  }

  sendSticker(sticker: ChatSticker): boolean {
    return this.emit(CHAT_CLIENT_MESSAGES.send, { channel: this.channel, sticker });
  }

  mute(userId: string, minutes: 5 | 60 | 1440): void {
    this.emit(CHAT_CLIENT_MESSAGES.mute, { userId, minutes });
  }

  remove(messageId: string): void {
    this.emit(CHAT_CLIENT_MESSAGES.remove, { messageId });
  }

  loadMuted(): void {
    this.emit(CHAT_CLIENT_MESSAGES.listMuted);
  }

  clearError(): void {
    this.lastError = null;
  }

  private emit(type: string, message?: unknown): boolean {
    if (!this.connection) {
      // "Error while sending message" (docs/product-rules.md §5): no room to send to.
      this.lastError = clientError('CHAT.SEND_FAILED');
      return false;
    }
    this.lastError = null;
    this.connection.send(type, message);
    return true;
  }
}
