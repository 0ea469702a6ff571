import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoomTestServer, bootRoomTestServer } from './testing/room-test-server';
import { createChatModule } from './rooms/chat/module';
import { MAX_HTTP_BODY_BYTES } from './http-guard';

let kit: RoomTestServer;
beforeAll(async () => {
  kit = await bootRoomTestServer([createChatModule()]);
});
afterAll(async () => {
  await kit.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request to the game port (the SDK would never send these). */
function send(
  method: string,
  path: string,
  headers: Record<string, string | number>,
  body?: Buffer | string,
  chunked = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: kit.port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', (error) => (chunked ? resolve({ status: -1, headers: {}, body: String(error) }) : reject(error)));
    if (chunked) {
      req.write(body ?? '');
      req.end();
    } else req.end(body);
  });
}

describe('the game port over plain HTTP', () => {
  it('refuses a matchmaking body over the limit without reading it, and one that will not say its length', async () => {
    const big = Buffer.alloc(MAX_HTTP_BODY_BYTES + 1, 'a');
    const tooBig = await send(
      'POST',
      '/matchmake/joinOrCreate/chat',
      { 'content-type': 'application/json', 'content-length': big.length },
      big,
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).not.toMatch(/at \w+ \(/);
    expect(JSON.parse(tooBig.body)).toEqual({ error: { key: 'GLOBAL.BAD_REQUEST', args: ['body too large'] } });
    const chunked = await send(
      'POST',
      '/matchmake/joinOrCreate/chat',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      '{"a":1}',
      true,
    );
    expect(chunked.status).toBe(411);
  });

  it('answers only the site’s origin for CORS, never a reflected stranger', async () => {
    const site = kit.services.config.publicUrl;
    const fromSite = await send('OPTIONS', '/matchmake/joinOrCreate/chat', { origin: site });
    expect(fromSite.headers['access-control-allow-origin']).toBe(site);
    const fromEvil = await send('OPTIONS', '/matchmake/joinOrCreate/chat', { origin: 'https://evil.example' });
    expect(fromEvil.headers['access-control-allow-origin']).toBe(site);
  });

  it('does not name its software on /', async () => {
    const root = await send('GET', '/', {});
    expect(root.status).toBe(200);
    expect(root.body).not.toMatch(/colyseus/i);
  });

  it('lets a normal request through to matchmaking (its own answer for an unknown room)', async () => {
    const body = JSON.stringify({});
    const res = await send(
      'POST',
      '/matchmake/joinOrCreate/nonexistent_room',
      { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      body,
    );
    expect(res.status).not.toBe(413);
    expect(res.status).not.toBe(411);
    expect(JSON.parse(res.body)).toHaveProperty('error');
  });
});
