import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_RULES } from '@arena/schemas';
import { loadConfig } from '../config';
import { type CommerceTestApp, type Player, startCommerceTestApp } from '../testing/commerce-test-app';

let t: CommerceTestApp;
let root: Player;
let helper: Player;

beforeAll(async () => {
  t = await startCommerceTestApp({ ADMIN_SUBJECTS: 'dev:root', SUPPORT_SUBJECTS: 'dev:helper' });
  root = await t.player('root');
  helper = await t.player('helper');
});

afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

const errorOf = (res: { json(): unknown }) => (res.json() as { error: { key: string; args: unknown[] } }).error;
const write = (who: Player, text: string) => t.post(who, '/api/support/messages', { text }, null);
const reply = (who: Player, conversationId: string, text: string) =>
  t.post(who, `/api/admin/support/conversations/${conversationId}/reply`, { text }, null);
const unread = async (who: Player) => (await t.get(who, '/api/support/unread')).json().unread as number;

describe('roles', () => {
  it('gives SUPPORT_SUBJECTS the SUPPORT role at sign-in and keeps admins ADMIN', async () => {
    expect((await t.get(helper, '/api/users/current')).json().role).toBe('SUPPORT');
    expect((await t.get(root, '/api/users/current')).json().role).toBe('ADMIN');
    // Signing in again keeps the role.
    const again = { auth: await t.signIn('helper'), userId: helper.userId };
    expect((await t.get(again, '/api/users/current')).json().role).toBe('SUPPORT');
  });

  it('refuses players and anonymous callers on every agent route with GLOBAL.FORBIDDEN', async () => {
    const player = await t.player('nosy');
    await write(player, 'hello');
    const id = (await t.get(player, '/api/support/thread')).json().conversationId as string;
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/support/conversations'],
      ['GET', `/api/admin/support/conversations/${id}`],
      ['POST', `/api/admin/support/conversations/${id}/reply`, { text: 'I am an agent now' }],
      ['POST', `/api/admin/support/conversations/${id}/close`, {}],
    ];
    for (const [method, url, payload] of routes) {
      for (const headers of [{ authorization: player.auth }, {}]) {
        const res = await t.app.inject({ method: method as 'GET' | 'POST', url, headers, payload: payload as object });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(errorOf(res)).toEqual({ key: 'GLOBAL.FORBIDDEN', args: [] });
      }
    }
    for (const url of ['/api/support/thread', '/api/support/unread']) {
      expect(errorOf(await t.get(null, url))).toEqual({ key: 'GLOBAL.FORBIDDEN', args: [] });
    }
    // Nothing was written by the refused reply.
    expect((await t.get(player, '/api/support/thread')).json().messages).toHaveLength(1);
  });
});

describe('a conversation', () => {
  it('carries a player message to agents and the agent reply back, with unread counts both ways', async () => {
    const player = await t.player('Asker');
    await t.fund(player, 2_500);
    expect((await t.get(player, '/api/support/thread')).json()).toEqual({
      conversationId: null,
      status: null,
      messages: [],
      unread: 0,
    });

    const sent = await write(player, '  My deposit is missing  ');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ author: 'USER', agentName: null, text: 'My deposit is missing' });
    const conversationId = sent.json().conversationId as string;

    const list = (await t.get(helper, '/api/admin/support/conversations')).json().items as {
      id: string;
      userId: string;
      unread: number;
      lastText: string;
    }[];
    expect(list[0]).toMatchObject({
      id: conversationId,
      userId: player.userId,
      userName: 'Asker',
      status: 'OPEN',
      unread: 1,
      lastText: 'My deposit is missing',
    });

    const thread = (await t.get(helper, `/api/admin/support/conversations/${conversationId}`)).json();
    expect(thread.conversation).toMatchObject({ id: conversationId, unread: 0 });
    expect(thread.messages.map((m: { text: string }) => m.text)).toEqual(['My deposit is missing']);
    // Beside the thread: the console's user detail, the same answer as /api/admin/users/{id}.
    expect(thread.profile).toEqual((await t.get(root, `/api/admin/users/${player.userId}`)).json());
    expect(thread.profile.user).toMatchObject({ id: player.userId, realCents: 2_500, bonusCents: 0 });

    const answered = await reply(helper, conversationId, 'Found it, credited.');
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ author: 'AGENT', agentName: 'helper', text: 'Found it, credited.' });
    // An admin answers too.
    expect((await reply(root, conversationId, 'Anything else?')).statusCode).toBe(200);

    expect(await unread(player)).toBe(2);
    const mine = (await t.get(player, '/api/support/thread')).json();
    expect(mine).toMatchObject({ conversationId, status: 'OPEN', unread: 2 });
    expect(mine.messages.map((m: { author: string; agentName: string | null }) => [m.author, m.agentName])).toEqual([
      ['USER', null],
      ['AGENT', 'helper'],
      ['AGENT', 'root'],
    ]);
    expect((await t.post(player, '/api/support/read', {}, null)).json()).toEqual({ unread: 0 });
    expect(await unread(player)).toBe(0);

    // Every agent reply is in the admin audit log.
    const audit = (await t.get(root, `/api/admin/audit?targetId=${conversationId}`)).json().items as {
      action: string;
      adminName: string;
      details: { text: string; userId: string };
    }[];
    expect(audit.map((row) => [row.action, row.adminName, row.details.text, row.details.userId])).toEqual([
      ['SUPPORT_REPLY', 'root', 'Anything else?', player.userId],
      ['SUPPORT_REPLY', 'helper', 'Found it, credited.', player.userId],
    ]);
  });

  it('closes a conversation; a reply to it is refused and the next message opens a new one', async () => {
    const player = await t.player('Closer');
    const first = (await write(player, 'question one')).json().conversationId as string;
    const closed = await t.post(helper, `/api/admin/support/conversations/${first}/close`, {}, null);
    expect(closed.json()).toEqual({ closed: true });
    expect((await t.get(player, '/api/support/thread')).json().status).toBe('CLOSED');
    const refused = await reply(helper, first, 'late answer');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({ key: 'SUPPORT.CLOSED', args: [] });
    const second = (await write(player, 'question two')).json().conversationId as string;
    expect(second).not.toBe(first);
    const thread = (await t.get(player, '/api/support/thread')).json();
    expect(thread).toMatchObject({ conversationId: second, status: 'OPEN' });
    expect(thread.messages.map((m: { text: string }) => m.text)).toEqual(['question one', 'question two']);
    const open = (await t.get(helper, '/api/admin/support/conversations'))
      .json()
      .items.map((row: { id: string }) => row.id);
    expect(open).toContain(second);
    expect(open).not.toContain(first);
    const all = (await t.get(helper, '/api/admin/support/conversations?status=ALL'))
      .json()
      .items.map((row: { id: string }) => row.id);
    expect(all).toEqual(expect.arrayContaining([first, second]));
    const missing = await t.get(helper, `/api/admin/support/conversations/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toEqual({ key: 'SUPPORT.NOT_FOUND', args: [] });
  });
});

describe('refusals', () => {
  it('refuses empty, too long and non-plain text with SUPPORT keys, control characters with GLOBAL.BAD_REQUEST', async () => {
    const player = await t.player('Typist');
    expect(errorOf(await write(player, '   '))).toEqual({ key: 'SUPPORT.EMPTY_MESSAGE', args: [] });
    expect(errorOf(await write(player, 'x'.repeat(SUPPORT_RULES.maxLength + 1)))).toEqual({
      key: 'SUPPORT.TOO_LONG',
      args: [SUPPORT_RULES.maxLength],
    });
    expect((await write(player, '😀'.repeat(SUPPORT_RULES.maxLength))).statusCode).toBe(200);
    for (const text of ['bell\u0007', 'nul\u0000byte', 'escape\u001b[31m']) {
      const res = await write(player, text);
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
      expect(errorOf(res)).toEqual({ key: 'GLOBAL.BAD_REQUEST', args: [] });
    }
    for (const text of ['right-to-left \u202eevil', 'c1 \u0085 control', 'zero\u200bwidth']) {
      expect(errorOf(await write(player, text)), JSON.stringify(text)).toEqual({
        key: 'SUPPORT.NOT_PLAIN_TEXT',
        args: [],
      });
    }
    expect(
      errorOf(await t.post(player, '/api/support/messages', { text: 'hi', html: '<b>x</b>' }, null)),
    ).toMatchObject({ key: 'GLOBAL.BAD_REQUEST' });
    // Agents' replies obey the same rules.
    const conversationId = (await t.get(player, '/api/support/thread')).json().conversationId as string;
    expect(errorOf(await reply(helper, conversationId, 'y'.repeat(SUPPORT_RULES.maxLength + 1)))).toMatchObject({
      key: 'SUPPORT.TOO_LONG',
    });
    // Multi-line text is plain text.
    expect((await write(player, 'line one\nline two')).statusCode).toBe(200);
    expect(
      (await t.get(player, '/api/support/thread')).json().messages.map((m: { text: string }) => m.text),
    ).toHaveLength(2);
  });

  it('rate limits a player with SUPPORT.RATE_LIMIT and the seconds to wait', async () => {
    const player = await t.player('Spammer');
    for (let i = 0; i < SUPPORT_RULES.rateLimitMessages; i++)
      expect((await write(player, `message ${i}`)).statusCode).toBe(200);
    const refused = await write(player, 'one more');
    expect(refused.statusCode).toBe(429);
    const error = errorOf(refused);
    expect(error.key).toBe('SUPPORT.RATE_LIMIT');
    expect(error.args).toHaveLength(1);
    expect(error.args[0]).toBeGreaterThanOrEqual(1);
    expect(error.args[0]).toBeLessThanOrEqual(SUPPORT_RULES.rateWindowMs / 1000);
    expect((await t.get(player, '/api/support/thread')).json().messages).toHaveLength(SUPPORT_RULES.rateLimitMessages);
    // Other players and agents are not limited by it.
    expect((await write(await t.player('Bystander'), 'hello')).statusCode).toBe(200);
    const conversationId = (await t.get(player, '/api/support/thread')).json().conversationId as string;
    for (let i = 0; i <= SUPPORT_RULES.rateLimitMessages; i++)
      expect((await reply(helper, conversationId, `answer ${i}`)).statusCode).toBe(200);
  });
});

/** Reads a server-sent event stream until `predicate` accepts an event. */
async function nextEvent(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  buffer: { text: string },
  predicate: (name: string) => boolean,
) {
  const decoder = new TextDecoder();
  for (;;) {
    let cut: number;
    while ((cut = buffer.text.indexOf('\n\n')) >= 0) {
      const block = buffer.text.slice(0, cut);
      buffer.text = buffer.text.slice(cut + 2);
      const name = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (name && data && predicate(name)) return { name, data: JSON.parse(data) as Record<string, unknown> };
    }
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    buffer.text += decoder.decode(value, { stream: true });
  }
}

describe('live delivery', () => {
  it('pushes an agent reply to the player over server-sent events', async () => {
    const player = await t.player('Listener');
    const conversationId = (await write(player, 'are you there?')).json().conversationId as string;
    // A real socket: the stream stays open while the test writes through the API beside it.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${base}/api/support/events`, { headers: { authorization: player.auth } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const buffer = { text: '' };
    expect(await nextEvent(reader, buffer, (name) => name === 'ready')).toEqual({
      name: 'ready',
      data: { type: 'ready', unread: 0 },
    });

    await reply(helper, conversationId, 'yes, here');
    expect(await nextEvent(reader, buffer, (name) => name === 'message')).toEqual({
      name: 'message',
      data: { type: 'message', conversationId, unread: 1 },
    });
    await t.post(player, '/api/support/read', {}, null);
    expect(await nextEvent(reader, buffer, (name) => name === 'read')).toEqual({
      name: 'read',
      data: { type: 'read', conversationId, unread: 0 },
    });
    await t.post(helper, `/api/admin/support/conversations/${conversationId}/close`, {}, null);
    expect((await nextEvent(reader, buffer, (name) => name === 'closed')).data).toMatchObject({ conversationId });
    await reader.cancel();
  });

  it('refuses the stream without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/support/events' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual({ key: 'GLOBAL.FORBIDDEN', args: [] });
  });
});

describe('configuration', () => {
  it('defaults SUPPORT_PROVIDER to the database desk and refuses unknown desks at start', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/arena-test-unused' };
    expect(loadConfig(base).supportProvider).toBe('database');
    expect(loadConfig({ ...base, SUPPORT_PROVIDER: 'Database' }).supportProvider).toBe('database');
    expect(() => loadConfig({ ...base, SUPPORT_PROVIDER: 'zendesk' })).toThrow(/SUPPORT_PROVIDER=zendesk/);
    expect(loadConfig({ ...base, SUPPORT_SUBJECTS: ' dev:a , steam:1 ,' }).supportSubjects).toEqual([
      'dev:a',
      'steam:1',
    ]);
  });
});
