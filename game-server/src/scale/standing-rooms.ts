import type { AppServices } from '@arena/api';
import { type IRoomCache, matchMaker } from '@colyseus/core';
import type { GameModule } from '../game-module';
import type { Heartbeat } from './heartbeat';
import type { RegistryRedis, RoomRegistry } from './room-registry';
import type { ScaleSettings } from './settings';

export interface StandingRoomsHooks {
  /** Creates a room through Colyseus (its selectProcessIdToCreateRoom asks `placing(options)` where it goes). */
  create(roomName: string, options: Record<string, unknown>): Promise<Pick<IRoomCache, 'processId' | 'roomId'>>;
  /** Whether the room is listed anywhere (a stopping process's room is listed until it disposes). */
  listed(roomId: string): Promise<boolean>;
}

const colyseusHooks: StandingRoomsHooks = {
  create: (roomName, options) => matchMaker.createRoom(roomName, options),
  listed: async (roomId) => (await matchMaker.query({ roomId })).length > 0,
};

/**
 * Per-match rooms that must always exist somewhere (GameModule.matchRooms.standing: the fixed potato tables). Each
 * process, every retry, opens at most one that is missing, through Colyseus's own create (whichever process
 * noticed). A room counts as present while any process still listed
 * in the heartbeat set records it (a dead one's rooms stay there until a survivor has recovered them, so a table
 * never reopens over a game not yet ended) or while it is listed (a stopping process finishing its game). Each opens
 * on the live process with the fewest of its game's standing rooms; opening one at a time lets each choice count the
 * room opened before it; `<keyPrefix>opening:<roomId>` (SET NX, one lease long) keeps two processes from opening the
 * same room. A process that joins later gets its share as rooms move (surplus: a process with two more than the
 * fewest lets one room finish its game and close, and it opens again on the newcomer).
 */
export class StandingRooms {
  constructor(
    private readonly redis: RegistryRedis,
    private readonly heartbeat: Heartbeat,
    private readonly registry: RoomRegistry,
    private readonly settings: ScaleSettings,
    private readonly modules: GameModule[],
    private readonly services: AppServices,
    private readonly hooks: StandingRoomsHooks = colyseusHooks,
  ) {}

  /** Where each create this opens goes (the live process with the fewest of the game's standing rooms), by its options. */
  private readonly targets = new WeakMap<object, string>();

  /** The process chosen for a create this started (selectProcessIdToCreateRoom asks with the create's options), if any. */
  placing(options: unknown): string | undefined {
    return typeof options === 'object' && options !== null ? this.targets.get(options) : undefined;
  }

  /** Opens the first missing standing room, if any; answers its id and where it landed, or null. */
  async openMissing(selfId: string = matchMaker.processId): Promise<{ roomId: string; processId: string } | null> {
    for (const module of this.modules) {
      const matchRooms = module.matchRooms;
      const standing = matchRooms?.standing?.(this.services) ?? [];
      if (!matchRooms || standing.length === 0) continue;
      const present = new Set<string>();
      for (const processId of await this.heartbeat.all()) {
        for (const roomId of await this.redis.smembers(this.registry.key(processId, module.game))) present.add(roomId);
      }
      for (const room of standing) {
        if (present.has(room.roomId) || (await this.hooks.listed(room.roomId))) continue;
        const lock = await this.redis.set(
          `${this.settings.keyPrefix}opening:${room.roomId}`,
          selfId,
          'PX',
          this.settings.leaseMs,
          'NX',
        );
        if (lock !== 'OK') continue;
        // Counted by standing rooms, not by all per-match rooms: battles come and go by the second, and a table
        // placed by them could land back on the process it just left (surplus below would move it again).
        const counts = await this.counts(module, standing, await this.heartbeat.live());
        const fewest = [...counts].sort(([a, x], [b, y]) => x - y || a.localeCompare(b))[0]?.[0];
        const options = { ...room.options };
        if (fewest) this.targets.set(options, fewest);
        const listing = await this.hooks.create(matchRooms.roomName, options);
        console.log(`game server ${selfId}: opened ${module.game} room ${room.roomId} on ${listing.processId}`);
        return { roomId: room.roomId, processId: listing.processId };
      }
    }
    return null;
  }

  /**
   * A game whose standing rooms this process holds too many of: at least two more than the live process with the
   * fewest (a process joined). One of them should move (its game finished here, then it closes and opens again on
   * the process with the fewest, openMissing). Null when balanced.
   */
  async surplus(selfId: string = matchMaker.processId): Promise<string | null> {
    const live = await this.heartbeat.live();
    if (!live.includes(selfId) || live.length < 2) return null;
    for (const module of this.modules) {
      const standing = module.matchRooms?.standing?.(this.services) ?? [];
      if (standing.length === 0) continue;
      const counts = await this.counts(module, standing, live);
      if (counts.get(selfId)! >= Math.min(...counts.values()) + 2) return module.game;
    }
    return null;
  }

  /** Live process → how many of the module's standing rooms it records. */
  private async counts(
    module: GameModule,
    standing: { roomId: string }[],
    live: string[],
  ): Promise<Map<string, number>> {
    const ids = new Set(standing.map((room) => room.roomId));
    const counts = new Map<string, number>();
    for (const processId of live) {
      const held = await this.redis.smembers(this.registry.key(processId, module.game));
      counts.set(processId, held.filter((roomId) => ids.has(roomId)).length);
    }
    return counts;
  }
}
