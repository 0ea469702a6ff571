import type { AppServices } from '@arena/api';
import { type IRoomCache, matchMaker } from '@colyseus/core';
import type { GameModule } from '../game-module';
import type { Heartbeat } from './heartbeat';
import type { RegistryRedis, RoomRegistry } from './room-registry';
import type { ScaleSettings } from './settings';

export interface StandingRoomsHooks {
  /** Creates a room where Colyseus chooses (selectProcessIdToCreateRoom: the least-loaded live process). */
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
 * process, every retry, opens at most one that is missing, through Colyseus's own create (so it lands on the
 * least-loaded live process, whichever process noticed). A room counts as present while any process still listed
 * in the heartbeat set records it (a dead one's rooms stay there until a survivor has recovered them, so a table
 * never reopens over a game not yet ended) or while it is listed (a stopping process finishing its game). Opening
 * one at a time lets each choice count the room opened before it; `<keyPrefix>opening:<roomId>` (SET NX, one lease
 * long) keeps two processes from opening the same room.
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
        const lock = await this.redis.set(`${this.settings.keyPrefix}opening:${room.roomId}`, selfId, 'PX', this.settings.leaseMs, 'NX');
        if (lock !== 'OK') continue;
        const listing = await this.hooks.create(matchRooms.roomName, room.options);
        console.log(`game server ${selfId}: opened ${module.game} room ${room.roomId} on ${listing.processId}`);
        return { roomId: room.roomId, processId: listing.processId };
      }
    }
    return null;
  }
}
