import { type ChatChannel, ChatRoomState, WIN_FEED_ROOM_ID, WinFeedState, chatRoomId } from '@arena/schemas';

/** A room as the chat and feed stores see it; tests hand in a fake. */
export interface RoomConnection<State> {
  readonly state: State;
  send(type: string, message?: unknown): void;
  onMessage(type: string, handler: (message: unknown) => void): void;
  onStateChange(handler: () => void): void;
  onLeave(handler: (code: number) => void): void;
  leave(): Promise<void>;
}

export type ChatConnection = RoomConnection<ChatRoomState>;
export type FeedConnection = RoomConnection<WinFeedState>;
export type ConnectChat = (channel: ChatChannel, token: string | null) => Promise<ChatConnection>;
export type ConnectFeed = () => Promise<FeedConnection>;

async function joinById<State>(url: string, roomId: string, stateClass: unknown, token: string | null): Promise<RoomConnection<State>> {
  // The SDK is loaded on demand, as crash does, so the first route stays small.
  const { Client } = await import('@colyseus/sdk');
  const client = new Client(url);
  if (token) client.auth.token = token;
  const room = await client.joinById(roomId, {}, stateClass as never);
  return {
    state: room.state as State,
    send: (type, message) => room.send(type, message),
    onMessage: (type, handler) => void room.onMessage(type, handler),
    onStateChange: (handler) => void room.onStateChange(handler),
    onLeave: (handler) => void room.onLeave(handler),
    leave: async () => {
      await room.leave();
    },
  };
}

/** Joins a channel's room: without a token to read, with one to write. */
export function chatConnector(gameServerUrl: () => string | null): ConnectChat {
  return (channel, token) => {
    const url = gameServerUrl();
    if (!url) return Promise.reject(new Error('game server address unknown'));
    return joinById(url, chatRoomId(channel), ChatRoomState, token);
  };
}

/** Joins the live winnings feed (no token: everyone sees it). */
export function feedConnector(gameServerUrl: () => string | null): ConnectFeed {
  return () => {
    const url = gameServerUrl();
    if (!url) return Promise.reject(new Error('game server address unknown'));
    return joinById(url, WIN_FEED_ROOM_ID, WinFeedState, null);
  };
}
