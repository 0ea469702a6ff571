import { request } from 'node:http';
import { execute } from '@arena/api';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ROOM_NAME } from '@arena/schemas';
import { type RoomTestServer, bootRoomTestServer, newTestPlayer } from '../testing/room-test-server';
import { createChatModule } from '../rooms/chat/module';

let kit: RoomTestServer;
beforeAll(async () => {
  kit = await bootRoomTestServer([createChatModule()]);
});
afterAll(async () => {
  await kit.close();
});

function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: kit.port, method: 'GET', path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: text }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /metrics on the game port', () => {
  it('answers a loopback scrape with process metrics and rooms by name', async () => {
    const res = await get('/metrics');
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/plain');
    expect(res.body).toContain('process_cpu_seconds_total');
    expect(res.body).toContain('nodejs_eventloop_lag_p99_seconds');
    // The chat module opens one room per channel at boot.
    expect(res.body).toMatch(new RegExp(`arena_rooms\\{room="${CHAT_ROOM_NAME}"\\} [1-9]`));
    expect(res.body).toMatch(new RegExp(`arena_room_clients\\{room="${CHAT_ROOM_NAME}"\\} 0`));
  });

  it('refuses a caller a proxy on loopback relays (TRUST_PROXY), whatever its headers, and lets an admin through', async () => {
    const { config } = kit.services;
    const before = config.trustProxy;
    config.trustProxy = ['loopback'];
    try {
      const relayed: Record<string, string>[] = [
        { 'x-real-ip': '127.0.0.1' },
        { 'x-forwarded-for': '203.0.113.9' },
        {},
      ];
      for (const headers of relayed) {
        const refused = await get('/metrics', headers);
        expect([headers, refused.status]).toEqual([headers, 403]);
        expect(JSON.parse(refused.body)).toEqual({ error: { key: 'GLOBAL.FORBIDDEN', args: [] } });
      }
      const player = await newTestPlayer(kit.services);
      expect((await get('/metrics', { authorization: `Bearer ${player.token}` })).status).toBe(403);
      await execute(kit.services.orm.em.fork() as SqlEntityManager, `update users set role = 'ADMIN' where id = ?`, [
        player.userId,
      ]);
      const admin = await get('/metrics', { 'x-real-ip': '127.0.0.1', authorization: `Bearer ${player.token}` });
      expect(admin.status).toBe(200);
      expect(admin.body).toContain('arena_rooms');
    } finally {
      config.trustProxy = before;
    }
  });
});
