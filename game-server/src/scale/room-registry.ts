import type { AppServices } from '@arena/api';
import { matchMaker } from '@colyseus/core';
import type { GameModule } from '../game-module';
import type { Heartbeat } from './heartbeat';
import type { ScaleSettings } from './settings';

/** The Redis commands the registry needs (the ioredis client of Colyseus's RedisPresence has them). */
export interface RegistryRedis {
  sadd(key: string, member: string): Promise<unknown>;
  srem(key: string, member: string): Promise<unknown>;
  smembers(key: string): Promise<string[]>;
  del(key: string): Promise<unknown>;
  set(key: string, value: string, px: 'PX', ms: number, nx: 'NX'): Promise<string | null>;
}

/**
 * Rooms that are one per match (GameModule.matchRooms) and which process hosts each: a Redis set per process and
 * module, `<keyPrefix>rooms:<processId>:<game>`, kept by the room's create and dispose. When a process's heartbeat
 * runs out, the first survivor to take `<keyPrefix>recovering:<processId>` (SET NX, one lease long) ends exactly
 * its rooms, sweeps its listings and forgets it. A survivor dying half-way leaves the heartbeat entry, so another
 * retries after the lock runs out; every ending is conditional in the database, so nothing ends twice.
 */
export class RoomRegistry {
  constructor(
    private readonly redis: RegistryRedis,
    private readonly heartbeat: Heartbeat,
    private readonly settings: ScaleSettings,
    private readonly modules: GameModule[],
    private readonly services: AppServices,
    /** Removes a dead process's room listings: Colyseus's health check (no answer, so it cleans up). */
    private readonly sweep: (processId: string) => Promise<unknown> = (processId) =>
      matchMaker.healthCheckProcessId(processId),
  ) {}

  /** The set of `game`'s per-match rooms hosted by `processId`. */
  key(processId: string, game: string): string {
    return `${this.settings.keyPrefix}rooms:${processId}:${game}`;
  }

  added(game: string, roomId: string): Promise<unknown> {
    return this.redis.sadd(this.key(matchMaker.processId, game), roomId);
  }

  removed(game: string, roomId: string): Promise<unknown> {
    return this.redis.srem(this.key(matchMaker.processId, game), roomId);
  }

  /** Recovers every process whose heartbeat ran out and that no other survivor is recovering; returns those done. */
  async recoverDead(): Promise<string[]> {
    const done: string[] = [];
    for (const dead of await this.heartbeat.dead()) {
      if (dead === matchMaker.processId) continue;
      const lock = await this.redis.set(
        `${this.settings.keyPrefix}recovering:${dead}`,
        matchMaker.processId,
        'PX',
        this.settings.leaseMs,
        'NX',
      );
      if (lock !== 'OK') continue;
      for (const module of this.modules) {
        if (!module.matchRooms) continue;
        const roomIds = await this.redis.smembers(this.key(dead, module.game));
        if (roomIds.length > 0) {
          console.log(
            `game server ${matchMaker.processId}: recovering ${roomIds.length} ${module.game} rooms of dead process ${dead}`,
          );
          await module.matchRooms.recover(this.services, roomIds);
        }
        await this.redis.del(this.key(dead, module.game));
      }
      // Its listings would route joins to nowhere: Colyseus health-checks it (no answer) and removes them.
      await this.sweep(dead);
      await this.heartbeat.leave(dead);
      await this.services.ledger.assertInvariants();
      done.push(dead);
    }
    return done;
  }
}
