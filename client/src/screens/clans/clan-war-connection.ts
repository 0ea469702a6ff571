import { CLAN_WAR_ROOM_ID, ClanWarState } from '@arena/schemas';
import { type RoomConnection, joinRoomById } from '../../transport/room-connection';

export type ClanWarConnection = RoomConnection<ClanWarState>;
export type ConnectClanWar = () => Promise<ClanWarConnection>;

/** Joins the live clan war map (no token: everyone watches the same map). */
export function clanWarConnector(gameServerUrl: () => string | null): ConnectClanWar {
  return () => joinRoomById(gameServerUrl, CLAN_WAR_ROOM_ID, ClanWarState, null);
}
