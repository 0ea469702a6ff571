import { type Server, createServer, request } from 'node:http';
import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ROOM_NAME } from '@arena/schemas';
import { limitMatchmaking } from './matchmake-limit';
import { type RoomTestServer, bootRoomTestServer } from './testing/room-test-server';
import { createChatModule } from './rooms/chat/module';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(
  port: number,
  method: string,
  path: string,
  options: { forwardedFor?: string; body?: string; origin?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body ?? (method === 'POST' ? '{}' : '');
    const headers: Record<string, string | number> = {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    };
    if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
    if (options.origin) headers.origin = options.origin;
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the match-making limit (plain HTTP server, pinned clock)', () => {
  let server: Server;
  let port: number;
  let clock = 1_000_000;
  let limit: ReturnType<typeof limitMatchmaking>;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('reserved'));
    limit = limitMatchmaking(server, { perWindow: 3, windowMs: 60_000, trustProxy: ['loopback'], now: () => clock });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers an address its fourth request of a window 429 with the catalogue envelope, per address', async () => {
    const from = (forwardedFor: string) =>
      send(port, 'POST', `/matchmake/joinOrCreate/${CHAT_ROOM_NAME}`, { forwardedFor });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).status).toBe(200);
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ error: { key: 'GLOBAL.TOO_MANY_REQUESTS', args: [60] } });
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers.connection).toBe('close');
    expect((await from('198.51.100.9')).status).toBe(200);
    expect(limit.count('203.0.113.7')).toBe(4);
  });

  it('counts neither loopback, nor other paths, nor CORS preflights', async () => {
    for (let i = 0; i < 6; i++) expect((await send(port, 'POST', '/matchmake/joinOrCreate/chat')).status).toBe(200);
    expect((await send(port, 'GET', '/metrics', { forwardedFor: '203.0.113.8' })).status).toBe(200);
    expect((await send(port, 'OPTIONS', '/matchmake/joinOrCreate/chat', { forwardedFor: '203.0.113.8' })).status).toBe(
      200,
    );
    expect(limit.count('203.0.113.8')).toBe(0);
  });

  it('opens a new window when the old one ends, and forgets the old window’s addresses', async () => {
    expect(limit.tracked()).toBe(2);
    clock += 60_000;
    expect(limit.tracked()).toBe(0);
    expect((await send(port, 'POST', '/matchmake/joinOrCreate/chat', { forwardedFor: '203.0.113.7' })).status).toBe(
      200,
    );
    expect(limit.count('203.0.113.7')).toBe(1);
  });
});

describe('match-making on the running game server', () => {
  let kit: RoomTestServer;
  beforeAll(async () => {
    kit = await bootRoomTestServer([createChatModule()], {
      env: { TRUST_PROXY: 'loopback', GAME_MATCHMAKE_PER_MINUTE: '3' },
      seatReservationSeconds: 1,
    });
  });
  afterAll(async () => {
    await kit.close();
  });

  it('refuses the fourth anonymous seat reservation of an address, and gives unclaimed seats back', async () => {
    const site = kit.services.config.publicUrl;
    const reserve = () =>
      send(kit.port, 'POST', `/matchmake/joinOrCreate/${CHAT_ROOM_NAME}`, {
        forwardedFor: '203.0.113.50',
        origin: site,
        body: JSON.stringify({ channel: 'en' }),
      });
    const seats: { roomId: string; sessionId: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await reserve();
      expect(answer.status).toBe(200);
      seats.push(JSON.parse(answer.body));
    }
    const refused = await reserve();
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).error.key).toBe('GLOBAL.TOO_MANY_REQUESTS');
    // The site's page can read the refusal's key.
    expect(refused.headers['access-control-allow-origin']).toBe(site);

    const room = matchMaker.getLocalRoomById(seats[0]!.roomId) as unknown as {
      _reservedSeats: Record<string, unknown>;
      _reservedSeatTimeouts: Record<string, unknown>;
      seatReservationTimeout: number;
    };
    expect(room.seatReservationTimeout).toBe(1);
    const held = () => seats.filter((seat) => seat.sessionId in room._reservedSeats).length;
    expect(held()).toBe(3);
    // Nobody opens the sockets: the reservations lapse after seatReservationTimeout and their memory is released.
    for (let attempt = 0; held() > 0; attempt++) {
      expect(attempt).toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(Object.keys(room._reservedSeats)).toEqual([]);
    expect(Object.keys(room._reservedSeatTimeouts)).toEqual([]);
  });
});
