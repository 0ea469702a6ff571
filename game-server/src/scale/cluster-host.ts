import { ErrorCode, type Presence, ServerError, matchMaker } from '@colyseus/core';
import type { AppServices } from '@arena/api';
import type { GameModule } from '../game-module';
import type { LeaseRedis } from './lease';
import { type Ownership, startOwnership } from './ownership';
import { assertRedisReachable } from './resp';
import { type ScaleSettings, scaleSettings } from './settings';

/**
 * The game server as one of several processes sharing Redis (REDIS_URL): Colyseus's RedisPresence and
 * RedisDriver route joins to whichever process hosts a room, and this decides who hosts what. Each module has
 * one owner at a time (a lease, see settings.ts). Only the owner runs the module's recover(), creates its boot
 * rooms, starts its job, and creates every other room of the module (a crash battle created through any process
 * lands on the owner), so the owner's recovery after another owner died only ever meets that dead owner's bets.
 */
export interface ClusterHost {
  presence: Presence;
  driver: matchMaker.MatchMakerDriver;
  selectProcessIdToCreateRoom: matchMaker.SelectProcessIdCallback;
  /** After the server listens: competes for the module leases (takes the free ones now). */
  start(): void;
  /** Graceful shutdown, first step: takes nothing more over and stops the jobs of the modules hosted here. */
  stopJobs(): Promise<void>;
  /** Last step, once the rooms are gone: gives the leases back so a survivor takes over without waiting. */
  close(): Promise<void>;
}

export interface ClusterHostOptions {
  redisUrl: string;
  modules: GameModule[];
  services: AppServices;
  settings?: ScaleSettings;
  /** A lease this process held was lost (default: exit with status 1, so that never two processes host a game). */
  onLeaseLost?: (game: string) => void;
}

interface LeaseConnection extends LeaseRedis {
  on(event: 'error', listener: (error: Error) => void): unknown;
  quit(): Promise<unknown>;
  disconnect(): void;
}

const exitOnLeaseLost = (game: string) => {
  console.error(`game server ${matchMaker.processId}: lost the ownership lease of ${game} (another process may host it now); exiting`);
  process.exit(1);
};

/** Checks Redis answers (a clear one-line error if not), then builds presence, driver and the ownership. */
export async function connectClusterHost(options: ClusterHostOptions): Promise<ClusterHost> {
  const settings = options.settings ?? scaleSettings();
  await assertRedisReachable(options.redisUrl, settings.connectTimeoutMs);
  const { RedisPresence } = await import('@colyseus/redis-presence');
  const { RedisDriver } = await import('@colyseus/redis-driver');
  const presence = new RedisPresence(options.redisUrl);
  const driver = new RedisDriver(options.redisUrl);
  // The leases get their own connection (a duplicate of the presence's ioredis client, so no Redis client of our
  // own to configure): Colyseus closes the presence before this process gives its leases back.
  const redis = (presence as unknown as { pub: { duplicate(): LeaseConnection } }).pub.duplicate();
  redis.on('error', () => undefined); // renewal failures are reported by the ownership loop
  const byGame = new Map(options.modules.map((module) => [module.game, module]));
  const gameOfRoom = new Map(options.modules.flatMap((module) => module.rooms.map((room) => [room.name, module.game] as const)));
  const jobs: { stop(): Promise<void> }[] = [];
  let ownership: Ownership | undefined;
  let stopping = false;

  const takeOver = async (game: string, previousHolder: string | null) => {
    const module = byGame.get(game)!;
    // A dead owner's listings would route joins to nowhere: sweep them (Colyseus health-checks, then removes).
    if (previousHolder) await matchMaker.healthCheckProcessId(previousHolder);
    await matchMaker.healthCheckAllProcesses();
    await module.recover(options.services);
    await options.services.ledger.assertInvariants();
    const created: string[] = [];
    try {
      // Locally, whatever selectProcessIdToCreateRoom would say: the boot rooms carry this process's boot key.
      for (const boot of module.createAtBoot ?? []) created.push((await matchMaker.handleCreateRoom(boot.name, boot.options ?? {})).roomId);
    } catch (error) {
      await Promise.all(created.map((roomId) => matchMaker.getLocalRoomById(roomId)?.disconnect()));
      throw error;
    }
    if (module.start && !stopping) jobs.push(module.start(options.services));
    console.log(`game server ${matchMaker.processId}: hosting ${game}${previousHolder ? ` (taken over from ${previousHolder})` : ''}`);
  };

  return {
    presence,
    driver,
    async selectProcessIdToCreateRoom(roomName) {
      const game = gameOfRoom.get(roomName);
      if (game && ownership) {
        const holder = await ownership.holderOf(game);
        if (holder) return holder;
        throw new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, `no process hosts ${game} at this moment (a new host is taking over): try again shortly`);
      }
      const all = await matchMaker.stats.fetchAll();
      return all.sort((a, b) => a.roomCount - b.roomCount)[0]?.processId ?? matchMaker.processId;
    },
    start() {
      ownership = startOwnership(redis, settings, matchMaker.processId, [...byGame.keys()], {
        takeOver,
        lost: options.onLeaseLost ?? exitOnLeaseLost,
      });
    },
    async stopJobs() {
      stopping = true;
      ownership?.stopAcquiring();
      await Promise.all(jobs.splice(0).map((job) => job.stop()));
    },
    async close() {
      await ownership?.release();
      ownership = undefined;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
