import { CrashRoomState, type CrashVariant, crashRoomId } from '@arena/schemas';
import { type RoomConnection, joinRoomById } from '../../transport/room-connection';

/** The crash room as the store sees it; tests hand in a fake. */
export type CrashConnection = RoomConnection<CrashRoomState>;

export type ConnectCrash = (variant: CrashVariant, token: string | null) => Promise<CrashConnection>;

/** Joins the variant's room (the server opens one per variant): without a token the player watches. */
export function crashConnector(gameServerUrl: () => string | null): ConnectCrash {
  return (variant, token) => joinRoomById(gameServerUrl, crashRoomId(variant), CrashRoomState, token);
}
