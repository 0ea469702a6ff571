import {
  CRASH_BATTLE_LOBBY_ROOM_NAME,
  CRASH_BATTLE_ROOM_NAME,
  type CrashBattleCreateOptions,
  type CrashBattleListing,
  CrashBattleState,
  decodeRoomRefusal,
} from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { type RoomConnection, gameClient } from '../../transport/room-connection';
import { ListedHosts } from '../../transport/listed-hosts';

/** One battle room as the store sees it; tests hand in a fake. */
export interface BattleConnection extends RoomConnection<CrashBattleState> {
  /** The room id, which is the battle id. */
  readonly roomId: string;
}

/**
 * A battle listed by the lobby (Colyseus realtime listing). The lobby is told of seats, status and visibility, not of
 * each spectator's coming and going (game-server lobby-updates.ts), so there is no live client count here.
 */
export interface ListedBattle {
  roomId: string;
  listing: CrashBattleListing;
}

/** The lobby's live list; `onChange` fires after every added, changed or removed battle. */
export interface LobbyConnection {
  onChange(handler: (battles: ListedBattle[]) => void): void;
  leave(): Promise<void>;
}

export interface BattleConnector {
  /** Creates a battle and seats the creator (seat 0); the room id is the new battle's id. */
  create(options: CrashBattleCreateOptions, token: string): Promise<BattleConnection>;
  /** Opens a battle as a spectator (a token tells the room who may take a seat). */
  watch(battleId: string, token: string | null): Promise<BattleConnection>;
  lobby(): Promise<LobbyConnection>;
}

/** A room as the Colyseus lobby lists it. */
interface LobbyEntry {
  metadata?: CrashBattleListing;
  /** The host process's address (set when the game servers run as several processes). */
  publicAddress?: string;
}

/** Matchmaker code of an unknown room id: the battle is over and its room disposed. */
const ROOM_NOT_FOUND = 522;

/**
 * What a failed create or join means: the catalogue refusal the room encoded in the message
 * (`decodeRoomRefusal`), CRASH_BATTLE.NOT_FOUND for a room that no longer exists, else no answer (status 0).
 */
export function roomFailure(error: unknown): ApiError {
  const message = error instanceof Error ? error.message : error;
  const refusal = decodeRoomRefusal(message);
  if (refusal) return new ApiError(refusal.key, refusal.args, 400);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === ROOM_NOT_FOUND || (typeof message === 'string' && /not found/i.test(message)))
    return new ApiError('CRASH_BATTLE.NOT_FOUND', [], 404);
  return new ApiError(null, [], 0);
}

interface SdkRoom {
  roomId: string;
  state: CrashBattleState;
  send(type: string, message?: unknown): void;
  onMessage(type: '*', handler: (type: string | number, message: unknown) => void): unknown;
  onStateChange(handler: () => void): unknown;
  onLeave(handler: (code: number) => void): unknown;
  leave(): Promise<unknown>;
}

/**
 * Wraps an SDK room. Messages are taken through the catch-all handler and held until the store
 * subscribes, so nothing sent right after the join (the owner's private code) is lost in between.
 */
function wrap(room: SdkRoom): BattleConnection {
  const handlers = new Map<string, ((message: unknown) => void)[]>();
  const held: [string, unknown][] = [];
  room.onMessage('*', (type, message) => {
    const list = handlers.get(String(type));
    if (list) for (const handler of list) handler(message);
    else held.push([String(type), message]);
  });
  return {
    roomId: room.roomId,
    get state() {
      return room.state;
    },
    send: (type, message) => room.send(type, message),
    onMessage: (type, handler) => {
      handlers.set(type, [...(handlers.get(type) ?? []), handler]);
      for (let i = 0; i < held.length;) {
        const [heldType, message] = held[i]!;
        if (heldType === type) {
          held.splice(i, 1);
          handler(message);
        } else i++;
      }
    },
    onStateChange: (handler) => void room.onStateChange(handler),
    onLeave: (handler) => void room.onLeave(handler),
    leave: async () => {
      await room.leave();
    },
  };
}

/** The host of each battle a lobby listed (module-level: the battle screen that follows has its own connector). */
const hosts = new ListedHosts();

/** The Colyseus SDK, loaded on demand so the lobby and battle chunks carry it, not the first route. */
export function battleConnector(gameServerUrl: () => string | null): BattleConnector {
  const client = (token: string | null) => gameClient(gameServerUrl, token);
  return {
    create: async (options, token) =>
      wrap(
        (await (await client(token)).create(CRASH_BATTLE_ROOM_NAME, options, CrashBattleState)) as unknown as SdkRoom,
      ),
    watch: async (battleId, token) =>
      wrap(
        await hosts.join(
          battleId,
          gameServerUrl(),
          async (url) =>
            (await (await gameClient(() => url, token)).joinById(battleId, {}, CrashBattleState)) as unknown as SdkRoom,
        ),
      ),
    lobby: async () => {
      const room = await (
        await client(null)
      ).joinOrCreate(CRASH_BATTLE_LOBBY_ROOM_NAME, { filter: { name: CRASH_BATTLE_ROOM_NAME } });
      const battles = new Map<string, ListedBattle>();
      let notify: (battles: ListedBattle[]) => void = () => undefined;
      const changed = () => notify([...battles.values()]);
      const put = (entry: LobbyEntry & { roomId: string }) => {
        hosts.note(entry.roomId, entry.publicAddress);
        if (entry.metadata?.battleId) battles.set(entry.roomId, { roomId: entry.roomId, listing: entry.metadata });
      };
      room.onMessage('rooms', (list: (LobbyEntry & { roomId: string })[]) => {
        battles.clear();
        for (const entry of list) put(entry);
        changed();
      });
      room.onMessage('+', ([roomId, entry]: [string, LobbyEntry]) => {
        put({ ...entry, roomId });
        changed();
      });
      room.onMessage('-', (roomId: string) => {
        battles.delete(roomId);
        hosts.forget(roomId);
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

/**
 * The creator's connection, handed from the create dialog to the battle screen: it is their seat's
 * connection and the one the private code arrives on, so the screen adopts it instead of joining again.
 */
const created = new Map<string, BattleConnection>();

export function handOverCreated(connection: BattleConnection): void {
  created.set(connection.roomId, connection);
}

export function takeCreated(battleId: string): BattleConnection | null {
  const connection = created.get(battleId) ?? null;
  created.delete(battleId);
  return connection;
}
