import { type ChatChannel, ChatRoomState, WIN_FEED_ROOM_ID, WinFeedState, chatRoomId } from '@arena/schemas';
import { type RoomConnection, joinRoomById } from '../transport/room-connection';

export type { RoomConnection };
export type ChatConnection = RoomConnection<ChatRoomState>;
export type FeedConnection = RoomConnection<WinFeedState>;
export type ConnectChat = (channel: ChatChannel, token: string | null) => Promise<ChatConnection>;
export type ConnectFeed = () => Promise<FeedConnection>;

/** Joins a channel's room: without a token to read, with one to write. */
export function chatConnector(gameServerUrl: () => string | null): ConnectChat {
  return (channel, token) => joinRoomById(gameServerUrl, chatRoomId(channel), ChatRoomState, token);
}

/** Joins the live winnings feed (no token: everyone sees it). */
export function feedConnector(gameServerUrl: () => string | null): ConnectFeed {
  return () => joinRoomById(gameServerUrl, WIN_FEED_ROOM_ID, WinFeedState, null);
}
