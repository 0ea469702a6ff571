import { ErrorCode, type Presence, ServerError, matchMaker } from '@colyseus/core';
import type { AppServices } from '@arena/api';
import type { GameModule } from '../game-module';
import type { LeaseRedis } from './lease';
import { Heartbeat, type HeartbeatRedis } from './heartbeat';
import { LocalRooms } from './local-rooms';
import { MatchPlacement, type PlacementRedis } from './match-placement';
import { namespacedRedisPresence } from './namespaced-presence';
import { announceOwnershipChange, setOwnerLookup } from './owners';
import { RoomRegistry, type RegistryRedis } from './room-registry';
import { type Ownership, startOwnership } from './ownership';
import { StandingRooms } from './standing-rooms';
import { assertRedisReachable } from './resp';
import { type ScaleSettings, scaleSettings } from './settings';

/**
 * The game server as one of several processes sharing Redis (REDIS_URL): Colyseus's RedisPresence and
 * RedisDriver route joins to whichever process hosts a room, and this decides who hosts what.
 * - Each process beats a heartbeat (heartbeat.ts); the live processes are those whose heartbeat has not run out.
 * - A single-room game (crash, roll, jackpot, bingo, chat, clan war) goes to its rendezvous choice among
 *   the live processes (rendezvous.ts), under a lease so it never has two hosts. Its host runs the module's
 *   recover(), creates its boot rooms and starts its job; when another process becomes the choice (one joined),
 *   the host lets the round in play finish, closes the rooms, stops the job and gives the lease back.
 * - Rooms that are one per match (GameModule.matchRooms: crash battles, potato tables) are created on the live
 *   process with the fewest of them, counting those being created (match-placement.ts), and when a process dies
 *   one survivor ends exactly its rooms (room-registry.ts). The standing ones (potato tables) open on the process
 *   with the fewest tables, and a process holding two more than another (one joined) moves one: its game finishes
 *   here, then it opens there (standing-rooms.ts).
 */
export interface ClusterHost {
  presence: Presence;
  driver: matchMaker.MatchMakerDriver;
  selectProcessIdToCreateRoom: matchMaker.SelectProcessIdCallback;
  /** After the server listens (its room types defined): beats, competes for the module leases, watches for the dead. */
  start(): Promise<void>;
  /** Graceful shutdown, first step: leaves the live processes, takes nothing more over, stops the jobs hosted here. */
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

interface ClusterRedis extends LeaseRedis, HeartbeatRedis, RegistryRedis, PlacementRedis {
  on(event: 'error', listener: (error: Error) => void): unknown;
  quit(): Promise<unknown>;
  disconnect(): void;
}

const exitOnLeaseLost = (game: string) => {
  console.error(
    `game server ${matchMaker.processId}: lost the ownership lease of ${game} (another process may host it now); exiting`,
  );
  process.exit(1);
};

/** Checks Redis answers (a clear one-line error if not), then builds presence, driver and the ownership. */
export async function connectClusterHost(options: ClusterHostOptions): Promise<ClusterHost> {
  const settings = options.settings ?? scaleSettings();
  await assertRedisReachable(options.redisUrl, settings.connectTimeoutMs);
  const { RedisPresence } = await import('@colyseus/redis-presence');
  const { RedisDriver } = await import('@colyseus/redis-driver');
  const presence = namespacedRedisPresence(RedisPresence, options.redisUrl);
  const driver = new RedisDriver(options.redisUrl);
  // Leases, heartbeat and registry get their own connection (a duplicate of the presence's ioredis client, so no
  // Redis client of our own to configure): Colyseus closes the presence before this process gives its leases back.
  const redis = (presence as unknown as { pub: { duplicate(): ClusterRedis } }).pub.duplicate();
  redis.on('error', () => undefined); // failures are reported by the loops below
  const onLost = options.onLeaseLost ?? exitOnLeaseLost;
  const heartbeat = new Heartbeat(redis, `${settings.keyPrefix}processes`, settings.leaseMs);
  const registry = new RoomRegistry(redis, heartbeat, settings, options.modules, options.services);
  const perMatchGames = options.modules.filter((module) => module.matchRooms).map((module) => module.game);
  const placement = new MatchPlacement(
    redis,
    settings,
    (processId, game) => registry.key(processId, game),
    perMatchGames,
  );
  const standing = new StandingRooms(redis, heartbeat, registry, settings, options.modules, options.services);
  let opening = false;
  const singles = options.modules.filter((module) => !module.matchRooms);
  const byGame = new Map<string, GameModule>(singles.map((module) => [module.game, module]));
  const gameOfRoom = new Map(
    options.modules.flatMap((module) => module.rooms.map((room) => [room.name, module.game] as const)),
  );
  const local = new LocalRooms(options.modules);
  const jobs = new Map<string, { stop(): Promise<void> }>();
  const timers: NodeJS.Timeout[] = [];
  let ownership: Ownership | undefined;
  let stopping = false;
  let lastBeat = Date.now();

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
      for (const boot of module.createAtBoot ?? [])
        created.push((await matchMaker.handleCreateRoom(boot.name, boot.options ?? {})).roomId);
    } catch (error) {
      await Promise.all(created.map((roomId) => matchMaker.getLocalRoomById(roomId)?.disconnect()));
      throw error;
    }
    if (module.start && !stopping) jobs.set(game, module.start(options.services));
    console.log(
      `game server ${matchMaker.processId}: hosting ${game}${previousHolder ? ` (taken over from ${previousHolder})` : ''}`,
    );
    announceOwnershipChange({ game, hosted: true, processId: matchMaker.processId });
  };

  /** Another live process is now the game's choice: the round in play finishes here, then the rooms close. */
  const handOver = async (game: string) => {
    console.log(`game server ${matchMaker.processId}: handing ${game} over (its round in play finishes here first)`);
    await jobs.get(game)?.stop();
    jobs.delete(game);
    await local.close(game);
    announceOwnershipChange({ game, hosted: false, processId: matchMaker.processId });
  };

  /** One standing room at a time leaves a process holding too many (one joined): idle first, else at its game's end. */
  let moving = false;
  const moveSurplus = async () => {
    if (moving || stopping) return;
    const game = await standing.surplus();
    const room = game ? local.movable(game)[0] : undefined;
    if (!room) return;
    moving = true;
    console.log(
      `game server ${matchMaker.processId}: moving ${game} room ${room.roomId} to a process with fewer (its game in play finishes here first)`,
    );
    void room
      .handOver()
      .catch((error: unknown) => console.error(`moving room ${room.roomId} failed`, error))
      // Until its registry entry is gone (dispose), this process still counts it: the next check waits a retry.
      .finally(() => setTimeout(() => (moving = false), settings.retryMs));
  };

  const beat = async () => {
    // A graceful stop has left the live processes: beating again would bring it back.
    if (stopping) return;
    try {
      await heartbeat.beat(matchMaker.processId);
      lastBeat = Date.now();
    } catch (error) {
      console.error(`game server heartbeat failed (${error instanceof Error ? error.message : String(error)})`);
      // Counted dead by the others by now: they may be ending this process's rooms, so it must not host them.
      if (!stopping && Date.now() - lastBeat >= settings.leaseMs) onLost('its heartbeat');
    }
  };

  return {
    presence,
    driver,
    async selectProcessIdToCreateRoom(roomName, options) {
      const game = gameOfRoom.get(roomName);
      if (game && byGame.has(game) && ownership) {
        const holder = await ownership.holderOf(game);
        if (holder) return holder;
        throw new ServerError(
          ErrorCode.MATCHMAKE_UNHANDLED,
          `no process hosts ${game} at this moment (a new host is taking over): try again shortly`,
        );
      }
      // A standing table this process opens goes where its game has the fewest (standing-rooms.ts).
      const target = standing.placing(options);
      // The live process with the fewest per-match rooms, counting those being created (match-placement.ts).
      const live = await heartbeat.live();
      if (target && live.includes(target)) return target;
      return live.length > 0 ? placement.choose(live) : matchMaker.processId;
    },
    async start() {
      setOwnerLookup((game) => (ownership ? ownership.holderOf(game) : Promise.resolve(null)));
      local.watch((game, roomId, added) => {
        // Registered first, then no longer in flight: the room is never out of its process's count in between.
        const registered = added
          ? registry.added(game, roomId).then(() => placement.opened(matchMaker.processId))
          : registry.removed(game, roomId);
        void registered.catch(() => undefined);
      });
      await heartbeat.beat(matchMaker.processId);
      await recoverAloneAtBoot(redis, heartbeat, settings, options);
      timers.push(setInterval(() => void beat(), settings.renewMs));
      timers.push(
        setInterval(() => {
          if (!stopping)
            void registry
              .recoverDead()
              .catch((error: unknown) => console.error('recovering a dead process failed; retrying', error));
        }, settings.retryMs),
      );
      timers.push(
        setInterval(() => {
          if (stopping || opening) return;
          opening = true;
          void standing
            .openMissing()
            .then(() => moveSurplus())
            .catch((error: unknown) => console.error('opening a standing room failed; retrying', error))
            .finally(() => (opening = false));
        }, settings.retryMs),
      );
      ownership = startOwnership(
        redis,
        settings,
        matchMaker.processId,
        [...byGame.keys()],
        { takeOver, handOver, lost: onLost },
        { live: () => heartbeat.live() },
      );
    },
    async stopJobs() {
      stopping = true;
      ownership?.stopAcquiring();
      await heartbeat.leave(matchMaker.processId).catch(() => undefined);
      await Promise.all([...jobs.values()].map((job) => job.stop()));
      jobs.clear();
    },
    async close() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await heartbeat.leave(matchMaker.processId).catch(() => undefined);
      await ownership?.release();
      ownership = undefined;
      setOwnerLookup(undefined);
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * The first process of a cluster (no other heartbeat alive) ends what a whole cluster that stopped left of the
 * per-match rooms (module recover(), as one process does at boot); later processes leave them to the dead-process
 * recovery. One lock, so two processes booting together never both run it.
 */
async function recoverAloneAtBoot(
  redis: ClusterRedis,
  heartbeat: Heartbeat,
  settings: ScaleSettings,
  options: ClusterHostOptions,
): Promise<void> {
  const live = await heartbeat.live();
  if (live.length !== 1 || live[0] !== matchMaker.processId) return;
  if (
    (await redis.set(`${settings.keyPrefix}boot-recovery`, matchMaker.processId, 'PX', settings.leaseMs, 'NX')) !== 'OK'
  )
    return;
  for (const module of options.modules) if (module.matchRooms) await module.recover(options.services);
  await options.services.ledger.assertInvariants();
}
