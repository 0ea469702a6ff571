import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { matchMaker } from '@colyseus/core';
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

/** Opens this process's mirror of every mirrored room, here whatever the process selection would say. */
export async function openMirrors(modules: GameModule[]): Promise<void> {
  for (const [sourceRoomId, mirror] of sourcesOf(modules)) {
    if (matchMaker.getLocalRoomById(mirrorRoomId(sourceRoomId, matchMaker.processId))) continue;
    await matchMaker.handleCreateRoom(mirror.name, mirror.options);
  }
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
        if (matchMaker.getLocalRoomById(mirrorId)) req.url = req.url!.replace(match![0], `/matchmake/joinById/${encodeURIComponent(mirrorId)}`);
      }
    }
    return emit(event, ...args);
  }) as typeof server.emit;
}
