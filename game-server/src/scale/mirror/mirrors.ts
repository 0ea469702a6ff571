import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { matchMaker } from '@colyseus/core';
import { onOwnershipChange } from '../owners';
import type { GameModule } from '../../game-module';
import { mirrorRoomId } from './settings';

type MirrorSpec = NonNullable<GameModule['mirrors']>;

const JOIN_BY_ID = /^\/matchmake\/joinById\/([^/?#]+)/;

/** The mirrored rooms of these modules: source room id → its mirror's room name and create options. */
function sourcesOf(modules: GameModule[]): Map<string, { name: string; options: Record<string, unknown> }> {
  const sources = new Map<string, { name: string; options: Record<string, unknown> }>();
  for (const spec of modules.flatMap((module) => (module.mirrors ? [module.mirrors] : [])) as MirrorSpec[]) {
    for (const source of spec.sources) sources.set(source.roomId, { name: spec.name, options: source.options });
  }
  return sources;
}

/**
 * Keeps a mirror on this process of every mirrored room it does not host: a mirror beside the real room would
 * only spend CPU (its audience can sit in the real room). Opened at once for the games hosted elsewhere. When this
 * process takes a game over, its mirror drains instead of closing: nobody new is seated in it (joins go to the real
 * room, routeJoinsToMirrors), its clients keep their seats (it follows the real room here as it followed the old
 * host, so they see the next round without a drop and a rejoin) and it closes once the last has left. Kept again
 * (no longer draining), or opened again, once the game is handed over. Changes of one game apply in order. Returns
 * the stop (no mirror opens or changes after it).
 */
export function keepMirrors(modules: GameModule[]): { stop(): Promise<void> } {
  const byGame = new Map<string, string[]>();
  for (const module of modules)
    if (module.mirrors)
      byGame.set(
        module.game,
        module.mirrors.sources.map((source) => source.roomId),
      );
  const sources = sourcesOf(modules);
  // Seeded from the rooms open here (a take-over announced before this subscribed), then kept by the announcements.
  const hosted = new Set(
    [...byGame]
      .filter(([, roomIds]) => roomIds.some((roomId) => matchMaker.getLocalRoomById(roomId)))
      .map(([game]) => game),
  );
  const queues = new Map<string, Promise<void>>();
  let stopped = false;
  const apply = async (game: string) => {
    for (const sourceRoomId of byGame.get(game) ?? []) {
      if (stopped) return;
      const mirrorId = mirrorRoomId(sourceRoomId, matchMaker.processId);
      const mirror = matchMaker.getLocalRoomById(mirrorId);
      // Colyseus disposes an auto-disposing room once it is empty (at once when it already is).
      if (mirror) mirror.autoDispose = hosted.has(game);
      if (hosted.has(game) || (mirror && !mirror.autoDispose)) continue;
      // A mirror already disposing ignores the change: a new one opens once it is gone.
      while (mirror && matchMaker.getLocalRoomById(mirrorId) && !stopped)
        await new Promise((resolve) => setTimeout(resolve, 50));
      if (!stopped)
        await matchMaker.handleCreateRoom(sources.get(sourceRoomId)!.name, sources.get(sourceRoomId)!.options);
    }
  };
  const reconcile = (game: string) => {
    const next = (queues.get(game) ?? Promise.resolve())
      .then(() => apply(game))
      .catch((error: unknown) => console.error(`updating the ${game} mirrors failed`, error));
    queues.set(game, next);
    return next;
  };
  const unsubscribe = onOwnershipChange((change) => {
    if (!byGame.has(change.game) || change.processId !== matchMaker.processId) return;
    if (change.hosted) hosted.add(change.game);
    else hosted.delete(change.game);
    void reconcile(change.game);
  });
  const opened = Promise.all([...byGame.keys()].map(reconcile));
  return {
    async stop() {
      stopped = true;
      unsubscribe();
      await opened;
    },
  };
}

/**
 * A join by id of a mirrored room (crash-classic, …) that reaches a process not hosting that room is seated in the
 * process's own mirror instead, so each process serves the audience that match-makes through it, and a client whose
 * process died lands on a live one by joining again. The rewrite happens before Colyseus reads the request.
 */
export function routeJoinsToMirrors(server: HttpServer, modules: GameModule[]): void {
  const sources = sourcesOf(modules);
  if (sources.size === 0) return;
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = ((event: string, ...args: unknown[]) => {
    if (event === 'request') {
      const req = args[0] as IncomingMessage;
      const match = req.method === 'POST' ? JOIN_BY_ID.exec(req.url ?? '') : null;
      const sourceRoomId = match ? decodeURIComponent(match[1]!) : undefined;
      if (sourceRoomId && sources.has(sourceRoomId) && !matchMaker.getLocalRoomById(sourceRoomId)) {
        const mirrorId = mirrorRoomId(sourceRoomId, matchMaker.processId);
        if (matchMaker.getLocalRoomById(mirrorId))
          req.url = req.url!.replace(match![0], `/matchmake/joinById/${encodeURIComponent(mirrorId)}`);
      }
    }
    return emit(event, ...args);
  }) as typeof server.emit;
}
