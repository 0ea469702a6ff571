import { ROLL_ROOM_ID, RollRoomState } from '@arena/schemas';
import { type RoomConnection, joinRoomById } from '../../transport/room-connection';

/** The roll room as the store sees it; tests hand in a fake. */
export type RollConnection = RoomConnection<RollRoomState>;

export type ConnectRoll = (token: string | null) => Promise<RollConnection>;

/** Joins the one roll room (the server opens it at boot): without a token the player watches. */
export function rollConnector(gameServerUrl: () => string | null): ConnectRoll {
  return (token) => joinRoomById(gameServerUrl, ROLL_ROOM_ID, RollRoomState, token);
}
