import { request } from 'node:http';
import { Room } from '@colyseus/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { execute } from '@arena/api';
import type { GameModule, ModuleId } from '../game-module';
import { newTestPlayer } from '../testing/room-test-server';
import type { RoomTestServer } from '../testing/room-test-server';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One plain HTTP request to the game port (no cookie jar, no redirects followed: the tests look at each answer). */
export function call(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function newAdmin(kit: RoomTestServer): Promise<{ userId: string; token: string }> {
  const user = await newTestPlayer(kit.services, 0, 'adm');
  await execute(kit.services.orm.em.fork() as SqlEntityManager, `update users set role = 'ADMIN' where id = ?`, [
    user.userId,
  ]);
  return user;
}

/** A room that disposes itself when empty (like a player-made battle); tests open it with `matchMaker.createRoom`. */
export class ScratchRoom extends Room {
  override onCreate(options: { roomId?: string }): void {
    if (options.roomId) this.roomId = options.roomId;
  }
}

export const scratchModule: GameModule = {
  // A test-only module, no game of the registry: the monitor only counts its rooms.
  game: 'monitor-scratch' as ModuleId,
  rooms: [{ name: 'monitor_scratch', room: ScratchRoom }],
  recover: async () => undefined,
};
