import { BINGO_ROOM_ID, BingoState } from '@arena/schemas';
import { type RoomConnection, joinRoomById } from '../../transport/room-connection';

/** The bingo room (the live draw) as the store sees it; tests hand in a fake. */
export type BingoConnection = RoomConnection<BingoState>;

export type ConnectBingo = (token: string | null) => Promise<BingoConnection>;

/** Joins the one live draw room (opened by the server at boot); everyone watches, signed in or not. */
export function bingoConnector(gameServerUrl: () => string | null): ConnectBingo {
  return (token) => joinRoomById(gameServerUrl, BINGO_ROOM_ID, BingoState, token);
}
