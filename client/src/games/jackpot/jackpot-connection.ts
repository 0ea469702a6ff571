import { JACKPOT_ROOM_ID, JackpotState } from '@arena/schemas';
import { type RoomConnection, joinRoomById } from '../../transport/room-connection';

/** The jackpot room as the store sees it; tests hand in a fake. */
export type JackpotConnection = RoomConnection<JackpotState>;

export type ConnectJackpot = (token: string | null) => Promise<JackpotConnection>;

/** Joins the one pot (the server opens it at boot): without a token the player watches. */
export function jackpotConnector(gameServerUrl: () => string | null): ConnectJackpot {
  return (token) => joinRoomById(gameServerUrl, JACKPOT_ROOM_ID, JackpotState, token);
}
