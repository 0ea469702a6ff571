import { POTATO_LOBBY_ROOM_NAME, POTATO_ROOM_NAME, type PotatoListing, PotatoState } from '@arena/schemas';
import { ListedHosts } from '../../transport/listed-hosts';
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

/** A lobby entry: the table's listing and, with several game-server processes, its host's address. */
interface LobbyEntry {
  metadata?: PotatoListing;
  publicAddress?: string;
}

/** The host of each table a lobby listed (module-level: the table screen that follows has its own connector). */
const hosts = new ListedHosts();

export function potatoConnector(gameServerUrl: () => string | null): PotatoConnector {
  return {
    table: (tableId, token) =>
      hosts.join(tableId, gameServerUrl(), (url) => joinRoomById(() => url, tableId, PotatoState, token)),
    lobby: async () => {
      const room = await (
        await gameClient(gameServerUrl, null)
      ).joinOrCreate(POTATO_LOBBY_ROOM_NAME, { filter: { name: POTATO_ROOM_NAME } });
      const tables = new Map<string, PotatoListing>();
      let notify: (tables: PotatoListing[]) => void = () => undefined;
      const changed = () => notify([...tables.values()]);
      const put = (roomId: string, entry: LobbyEntry) => {
        hosts.note(roomId, entry.publicAddress);
        if (entry.metadata?.tableId) tables.set(roomId, entry.metadata);
      };
      room.onMessage('rooms', (list: (LobbyEntry & { roomId: string })[]) => {
        tables.clear();
        for (const entry of list) put(entry.roomId, entry);
        changed();
      });
      room.onMessage('+', ([roomId, entry]: [string, LobbyEntry]) => {
        put(roomId, entry);
        changed();
      });
      room.onMessage('-', (roomId: string) => {
        hosts.forget(roomId);
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
