import { createServer as createHttpServer } from 'node:http';
import { type Room, Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { AppServices } from '@arena/api';
import { GAME_PORT_RULES } from '@arena/schemas';
import { GAME_MODULES } from './games';
import { limitConnectionsPerAddress } from './connection-limit';
import { limitMatchmaking } from './matchmake-limit';
import { guardGameHttp } from './http-guard';
import { serveGameMetrics } from './metrics';
import { serveRoomMonitor } from './monitor';
import type { GameModule } from './game-module';
import { startSessionRevocation } from './session-revocation';
import { guardRoomSessions } from './room-session-guard';
import { withRoomAuth } from './room-auth';
import { setRoomServices } from './services';
import { WinFeed, setRoomWinFeed } from './win-feed';
import { connectClusterHost } from './scale/cluster-host';
import { enableRoomMirrors } from './scale/mirror/enabled';
import { keepMirrors, routeJoinsToMirrors } from './scale/mirror/mirrors';
import { refusalAwareLogger } from './refusal-logger';
import { listLiveOnChanges } from './lobby-updates';
import { keepGrownFullStateBuffers } from './full-state-buffer';

/** Largest message a client may send; intents are tiny. */
export const MAX_PAYLOAD_BYTES = 4 * 1024;

export interface GameServerOptions {
  services: AppServices;
  modules?: GameModule[];
  /** Redis URL for presence and the match-maker driver when several processes share rooms (see scale/). */
  redisUrl?: string;
  /** Where clients reach this process directly (`host:port` or `host/path`): seat reservations name it. */
  publicAddress?: string;
  /** How long a reserved seat waits for its WebSocket (default GAME_PORT_RULES.seatReservationSeconds; tests shorten it). */
  seatReservationSeconds?: number;
  /** Backstop poll for revoked sessions (default `TIMING.sessionRevocationPollMs`; 0 only in tests of the push). */
  sessionRevocationPollMs?: number;
}

export interface GameServer {
  server: Server;
  listen(port: number, host?: string): Promise<void>;
  /** Locks rooms, lets running rounds finish, then closes. */
  shutdown(): Promise<void>;
}

/** Boot recovery first (refund what a dead process left open), then the rooms open. */
export async function createGameServer(options: GameServerOptions): Promise<GameServer> {
  const modules = options.modules ?? GAME_MODULES;
  const seatReservationSeconds = options.seatReservationSeconds ?? GAME_PORT_RULES.seatReservationSeconds;
  setRoomServices(options.services);
  // A crash round's full state outgrows the encoder's buffer; the grown buffer is kept (full-state-buffer.ts).
  keepGrownFullStateBuffers();
  setRoomWinFeed(new WinFeed(options.services, () => matchMaker.presence));
  // Several processes (REDIS_URL): each module's owner recovers it and opens its rooms (scale/); fails fast without Redis.
  const cluster = options.redisUrl
    ? await connectClusterHost({ redisUrl: options.redisUrl, modules, services: options.services })
    : undefined;
  if (!cluster) for (const module of modules) await module.recover(options.services);
  // Several processes: single rooms relay their rounds to a mirror on every process (scale/mirror/).
  else enableRoomMirrors();
  await options.services.ledger.assertInvariants();
  const http = createHttpServer();
  serveRoomMonitor(http, options.services); // /colyseus, admins only; installed first so the HTTP guard runs before it
  guardGameHttp(http, { allowedOrigins: [options.services.config.publicUrl] });
  limitConnectionsPerAddress(http, {
    perAddress: options.services.config.gameConnectionsPerAddress,
    trustProxy: options.services.config.trustProxy,
  });
  limitMatchmaking(http, {
    perWindow: options.services.config.gameMatchmakePerMinute,
    trustProxy: options.services.config.trustProxy,
  });
  serveGameMetrics(http, options.services);
  if (cluster) routeJoinsToMirrors(http, modules);
  const server = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: MAX_PAYLOAD_BYTES }),
    presence: cluster?.presence,
    driver: cluster?.driver,
    selectProcessIdToCreateRoom: cluster?.selectProcessIdToCreateRoom,
    publicAddress: options.publicAddress,
    greet: false,
    gracefullyShutdown: false,
    // Expected refusals while joining log one line with their key, not a stack (refusal-logger.ts).
    logger: refusalAwareLogger(),
  });
  for (const module of modules) {
    const mirror = cluster && module.mirrors ? [{ name: module.mirrors.name, room: module.mirrors.room }] : [];
    for (const entry of [...module.rooms, ...mirror] as GameModule['rooms']) {
      // Every room type authorizes before options are read (room-auth.ts), re-checks sessions on reconnect and refuses
      // revoked ones' messages (room-session-guard.ts).
      const handler = server.define(
        entry.name,
        guardRoomSessions(withRoomAuth(entry.room)) as never,
        (entry.options ?? {}) as never,
      );
      // A seat nobody claims is given back (and its room may dispose) after this, in every room alike.
      handler.on('create', (room: Room) => {
        room.seatReservationTimeout = seatReservationSeconds;
      });
      if (entry.realtimeListing) listLiveOnChanges(handler as never);
    }
  }
  const jobs: { stop(): Promise<void> }[] = [];
  return {
    server,
    async listen(port, host) {
      await server.listen(port, host);
      if (cluster) {
        // Watching ownership before it starts: every take-over and hand-over closes or opens the mirrors.
        const mirrors = keepMirrors(modules);
        jobs.push(mirrors);
        await cluster.start();
      } else {
        for (const module of modules) {
          for (const boot of module.createAtBoot ?? []) await matchMaker.createRoom(boot.name, boot.options ?? {});
        }
        for (const module of modules) if (module.start) jobs.push(module.start(options.services));
      }
      jobs.push(
        startSessionRevocation(options.services, {
          intervalMs: options.sessionRevocationPollMs,
          presence: matchMaker.presence,
        }),
      );
    },
    async shutdown() {
      await Promise.all([...jobs.splice(0).map((job) => job.stop()), cluster?.stopJobs()]);
      await server.gracefullyShutdown(false);
      await cluster?.close();
    },
  };
}
