import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stream, StreamListAnswer } from '@arena/schemas';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';

let platform: TestPlatform;
let admin: string;
let player: string;

beforeAll(async () => {
  platform = await startTestPlatform({ ADMIN_SUBJECTS: 'dev:streams-boss' });
  admin = await platform.signIn('streams-boss');
  player = await platform.signIn('streams-viewer');
}, 120_000);
afterAll(async () => {
  await platform.close();
});

type Reply = Awaited<ReturnType<TestPlatform['app']['inject']>>;
const send = async (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  auth: string | null,
  payload?: object,
): Promise<Reply> => {
  const headers = auth ? { authorization: auth } : {};
  return payload === undefined
    ? platform.app.inject({ method, url, headers })
    : platform.app.inject({ method, url, headers, payload });
};
const list = async (): Promise<Stream[]> => {
  const response = await platform.app.inject({ method: 'GET', url: '/api/streams' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as StreamListAnswer).streams;
};
const key = (response: Reply) => [response.statusCode, (response.json() as { error: { key: string } }).error.key];

describe('streams', () => {
  it('admins create, change and remove streams; everyone reads them, live first, then by order', async () => {
    expect(await list()).toEqual([]);
    const created = await send('POST', '/api/admin/streams', admin, {
      title: ' Crash marathon ',
      streamer: 'Ann',
      url: 'https://twitch.tv/ann',
      platform: 'TWITCH',
    });
    expect(created.statusCode, created.body).toBe(200);
    const first = created.json() as Stream;
    expect(first).toMatchObject({
      title: 'Crash marathon',
      streamer: 'Ann',
      url: 'https://twitch.tv/ann',
      platform: 'TWITCH',
      live: false,
      order: 0,
    });
    const second = (
      await send('POST', '/api/admin/streams', admin, {
        title: 'Cases night',
        streamer: 'Bob',
        url: 'https://youtube.com/@bob',
        platform: 'YOUTUBE',
        live: true,
        order: 5,
      })
    ).json() as Stream;
    const third = (
      await send('POST', '/api/admin/streams', admin, {
        title: 'Mines',
        streamer: 'Cy',
        url: 'https://kick.com/cy',
        platform: 'KICK',
        order: -1,
      })
    ).json() as Stream;
    expect((await list()).map((s) => s.id)).toEqual([second.id, third.id, first.id]);

    const changed = await send('PUT', `/api/admin/streams/${first.id}`, admin, { live: true, order: 1 });
    expect(changed.json()).toMatchObject({ id: first.id, title: 'Crash marathon', live: true, order: 1 });
    expect((await list()).map((s) => [s.streamer, s.live])).toEqual([
      ['Ann', true],
      ['Bob', true],
      ['Cy', false],
    ]);
    expect((await send('DELETE', `/api/admin/streams/${third.id}`, admin)).json()).toEqual({ ok: true });
    expect((await list()).map((s) => s.streamer)).toEqual(['Ann', 'Bob']);
    expect(key(await send('DELETE', `/api/admin/streams/${third.id}`, admin))).toEqual([404, 'STREAMS.NOT_FOUND']);
    expect(key(await send('PUT', `/api/admin/streams/${third.id}`, admin, { live: false }))).toEqual([
      404,
      'STREAMS.NOT_FOUND',
    ]);
  });

  it('refuses players, visitors and bad bodies', async () => {
    const body = { title: 'x', streamer: 'y', url: 'https://twitch.tv/y', platform: 'TWITCH' };
    expect(key(await send('POST', '/api/admin/streams', player, body))).toEqual([403, 'GLOBAL.FORBIDDEN']);
    expect(key(await send('POST', '/api/admin/streams', null, body))).toEqual([403, 'GLOBAL.FORBIDDEN']);
    const [one] = await list();
    expect(key(await send('PUT', `/api/admin/streams/${one!.id}`, player, { live: false }))).toEqual([
      403,
      'GLOBAL.FORBIDDEN',
    ]);
    expect(key(await send('DELETE', `/api/admin/streams/${one!.id}`, player))).toEqual([403, 'GLOBAL.FORBIDDEN']);
    for (const bad of [
      { ...body, url: 'javascript:alert(1)' },
      { ...body, url: 'not a url' },
      { ...body, title: '   ' },
      { ...body, platform: 'MYSPACE' },
      { ...body, title: 'x'.repeat(121) },
    ]) {
      expect(key(await send('POST', '/api/admin/streams', admin, bad)), JSON.stringify(bad)).toEqual([
        400,
        'GLOBAL.BAD_REQUEST',
      ]);
    }
    expect(key(await send('PUT', `/api/admin/streams/${one!.id}`, admin, {}))).toEqual([400, 'GLOBAL.BAD_REQUEST']);
    expect(key(await send('PUT', '/api/admin/streams/abc', admin, { live: true }))).toEqual([
      400,
      'GLOBAL.BAD_REQUEST',
    ]);
    expect((await list()).length).toBe(2);
  });
});
