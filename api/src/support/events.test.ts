import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_RULES } from '@arena/schemas';
import { execute } from '../db/sql';
import { requestEm } from '../http/services';
import { requireUser } from '../http/auth-guard';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { registerSupportEvents } from './events';
import type { SupportProvider } from './provider';

/**
 * one player held 400 event streams, and a stream outlived its sign-out by 19 s. Streams are capped per
 * player and end the moment their session's revocation is announced; the heartbeat re-check is the backstop.
 */
let platform: TestPlatform;
let base: string;
beforeAll(async () => {
  platform = await startTestPlatform({ ADMIN_SUBJECTS: 'dev:sheriff' });
  base = await platform.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => platform.close());

interface Stream {
  status: number;
  body: unknown;
  /** Resolves with everything the stream sent once it ended. */
  ended(): Promise<string>;
  cancel(): Promise<void>;
}

async function open(auth: string, url = `${base}/api/support/events`): Promise<Stream> {
  const res = await fetch(url, { headers: { authorization: auth } });
  if (res.status !== 200)
    return { status: res.status, body: await res.json(), ended: async () => '', cancel: async () => undefined };
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    status: 200,
    body: undefined,
    async ended() {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return text;
        text += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

const post = (url: string, auth: string, payload?: object) =>
  platform.app.inject({ method: 'POST', url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });

describe('support event streams', () => {
  it(`a player holds at most ${SUPPORT_RULES.streamsPerUser} streams; one more is refused with GLOBAL.TOO_MANY_REQUESTS`, async () => {
    const player = await platform.signInPlayer('Tabber');
    const streams = [];
    for (let i = 0; i < SUPPORT_RULES.streamsPerUser; i++) streams.push(await open(player.auth));
    expect(streams.map((s) => s.status)).toEqual(streams.map(() => 200));

    const refused = await open(player.auth);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { key: 'GLOBAL.TOO_MANY_REQUESTS', args: [] } });
    // Another session of the same player counts against the same cap; another player is not affected.
    expect((await open(await platform.signIn('Tabber'))).status).toBe(429);
    const other = await open((await platform.signInPlayer('Neighbour')).auth);
    expect(other.status).toBe(200);

    // Closing a tab gives its place back.
    await streams[0]!.cancel();
    let again = await open(player.auth);
    while (again.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await open(player.auth);
    }
    expect(again.status).toBe(200);
    for (const stream of [...streams.slice(1), again, other]) await stream.cancel();
  });

  it('sign-out ends that session’s streams before it answers; the other session’s stream lives on', async () => {
    const phone = await platform.signInPlayer('Leaver');
    const laptop = await platform.signIn('Leaver');
    const phoneStream = await open(phone.auth);
    const laptopStream = await open(laptop);
    expect((await post('/api/auth/sign-out', phone.auth)).statusCode).toBe(200);
    // No heartbeat has run (20 s): the announced revocation ended it.
    expect(await phoneStream.ended()).toContain('event: ready');
    // The laptop's session is untouched: its stream ends only when it signs out too.
    expect(
      (await platform.app.inject({ method: 'GET', url: '/api/users/current', headers: { authorization: laptop } }))
        .statusCode,
    ).toBe(200);
    expect((await post('/api/auth/sign-out', laptop)).statusCode).toBe(200);
    expect(await laptopStream.ended()).toContain('event: ready');
    // And a new stream with the signed-out token is refused.
    expect((await open(phone.auth)).status).toBe(403);
  });

  it('sign out everywhere and a ban end every stream of the player', async () => {
    const a = await platform.signInPlayer('Everywhere');
    const b = await platform.signIn('Everywhere');
    const streams = [await open(a.auth), await open(b)];
    expect((await post('/api/auth/sign-out-everywhere', a.auth)).json()).toEqual({ revoked: 2 });
    for (const stream of streams) await stream.ended();

    const admin = await platform.signIn('sheriff');
    const rowdy = await platform.signInPlayer('Rowdy stream');
    const rowdyStream = await open(rowdy.auth);
    expect((await post(`/api/admin/users/${rowdy.id}/ban`, admin, { reason: 'abuse' })).statusCode).toBe(200);
    await rowdyStream.ended();
  });

  it('a stream re-checks its session on each heartbeat (a revocation nobody announced)', async () => {
    const app = Fastify();
    const desk = { unread: async () => 0, subscribe: () => () => undefined } as unknown as SupportProvider;
    registerSupportEvents(app, platform.services, desk, (request) => requireUser(platform.services, request), {
      heartbeatMs: 25,
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const player = await platform.signInPlayer('Quiet');
      const stream = await open(player.auth, `${url}/support/events`);
      expect(stream.status).toBe(200);
      const sid = JSON.parse(Buffer.from(player.auth.split('.')[1]!, 'base64url').toString()).sid as string;
      await execute(requestEm(platform.services), `update sessions set revoked_at = now() where id = ?`, [sid]);
      expect(await stream.ended()).toContain(': ping');
    } finally {
      await app.close();
    }
  });
});
