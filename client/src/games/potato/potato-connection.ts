import { POTATO_LOBBY_ROOM_NAME, POTATO_ROOM_NAME, type PotatoListing, PotatoState } from '@arena/schemas';
import { type RoomConnection, gameClient, joinRoomById } from '../../transport/room-connection';

/** A potato table's room as the store sees it; tests hand in a fake. */
export type PotatoConnection = RoomConnection<PotatoState>;

/** The lobby's live list of tables; `onChange` fires after every change. */
export interface PotatoLobbyConnection {
  onChange(handler: (tables: PotatoListing[]) => void): void;
  leave(): Promise<void>;
}

export interface PotatoConnector {
  /** Opens a table (the server keeps each fixed table open): without a token the player watches. */
  table(tableId: string, token: string | null): Promise<PotatoConnection>;
  lobby(): Promise<PotatoLobbyConnection>;
}

export function potatoConnector(gameServerUrl: () => string | null): PotatoConnector {
  return {
    table: (tableId, token) => joinRoomById(gameServerUrl, tableId, PotatoState, token),
    lobby: async () => {
      const room = await (
        await gameClient(gameServerUrl, null)
      ).joinOrCreate(POTATO_LOBBY_ROOM_NAME, { filter: { name: POTATO_ROOM_NAME } });
      const tables = new Map<string, PotatoListing>();
      let notify: (tables: PotatoListing[]) => void = () => undefined;
      const changed = () => notify([...tables.values()]);
      const put = (roomId: string, metadata?: PotatoListing) => {
        if (metadata?.tableId) tables.set(roomId, metadata);
      };
      room.onMessage('rooms', (list: { roomId: string; metadata?: PotatoListing }[]) => {
        tables.clear();
        for (const entry of list) put(entry.roomId, entry.metadata);
        changed();
      });
      room.onMessage('+', ([roomId, entry]: [string, { metadata?: PotatoListing }]) => {
        put(roomId, entry.metadata);
        changed();
      });
      room.onMessage('-', (roomId: string) => {
        tables.delete(roomId);
        changed();
      });
      return {
        onChange: (handler) => {
          notify = handler;
          changed();
        },
        leave: async () => {
          await room.leave();
        },
      };
    },
  };
}
