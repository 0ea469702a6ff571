import { describe, expect, it } from 'vitest';
import { SUPPORT_RULES, type SupportMessage, type SupportThreadAnswer } from '@arena/schemas';
import { ApiClient } from '../transport/api-client';
import { type Route, scriptedFetch } from '../stores/test-fetch';
import { EventStreamParser, type EventStreamOpener, type ServerEvent } from './sse';
import { SupportStore, type SupportTimers } from './support-store';

const CONVERSATION = '22222222-2222-4222-8222-222222222222';
const message = (id: number, author: 'USER' | 'AGENT', text: string): SupportMessage => ({
  id: String(id),
  conversationId: CONVERSATION,
  author,
  agentName: author === 'AGENT' ? 'helper' : null,
  text,
  createdAt: id * 1000,
});

/** A desk double: the thread on the server side, with read markers. */
function desk() {
  const server = { messages: [] as SupportMessage[], readUpTo: 0 };
  const unread = () => server.messages.filter((m) => m.author === 'AGENT' && Number(m.id) > server.readUpTo).length;
  const routes: Record<string, Route> = {
    'GET /api/support/thread': () => ({
      body: {
        conversationId: CONVERSATION,
        status: 'OPEN',
        messages: server.messages,
        unread: unread(),
      } satisfies SupportThreadAnswer,
    }),
    'GET /api/support/unread': () => ({ body: { unread: unread() } }),
    'POST /api/support/read': () => {
      server.readUpTo = server.messages.length;
      return { body: { unread: 0 } };
    },
    'POST /api/support/messages': ({ body }) => {
      const text = (body as { text: string }).text.trim();
      if (text === 'slow down') return { status: 429, body: { error: { key: 'SUPPORT.RATE_LIMIT', args: [42] } } };
      const sent = message(server.messages.length + 1, 'USER', text);
      server.messages.push(sent);
      server.readUpTo = server.messages.length;
      return { body: sent };
    },
  };
  return { server, routes };
}

/** A controllable event stream: `emit` delivers an event, `drop` ends the stream, `opened` counts connections. */
function stream() {
  const state = { opened: 0, emit: (_event: ServerEvent) => undefined as void, drop: () => undefined as void };
  const open: EventStreamOpener = (onEvent, signal) =>
    new Promise<void>((resolve) => {
      state.opened += 1;
      state.emit = onEvent;
      state.drop = resolve;
      signal.addEventListener('abort', () => resolve());
    });
  return { state, open };
}

function manualTimers() {
  const pending: { run: () => void; ms: number }[] = [];
  const timers: SupportTimers = {
    setTimeout: (run, ms) => {
      const entry = { run, ms };
      pending.push(entry);
      return entry;
    },
    clearTimeout: (handle) => {
      const index = pending.indexOf(handle as (typeof pending)[number]);
      if (index >= 0) pending.splice(index, 1);
    },
  };
  return { pending, timers };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const d = desk();
  const s = stream();
  const t = manualTimers();
  const scripted = scriptedFetch(d.routes);
  const api = new ApiClient({
    baseUrl: '/api',
    fetch: scripted.fetch,
    token: () => 'tok',
    onForbidden: () => undefined,
  });
  return {
    store: new SupportStore(api, s.open, t.timers),
    server: d.server,
    events: s.state,
    timers: t.pending,
    calls: scripted.calls,
  };
}

describe('SupportStore', () => {
  it('sends a message, refuses bad text locally with the server keys, and keeps server refusals', async () => {
    const { store, calls } = setup();
    await store.setOpen(true);
    expect(store.loaded).toBe(true);
    store.setDraft('   ');
    expect(await store.send()).toBe(false);
    expect(store.error?.key).toBe('SUPPORT.EMPTY_MESSAGE');
    store.setDraft('x'.repeat(SUPPORT_RULES.maxLength + 1));
    expect(await store.send()).toBe(false);
    expect(store.error).toMatchObject({ key: 'SUPPORT.TOO_LONG', args: [SUPPORT_RULES.maxLength] });
    store.setDraft('hidden\u202etext');
    expect(await store.send()).toBe(false);
    expect(store.error?.key).toBe('SUPPORT.NOT_PLAIN_TEXT');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    store.setDraft('Where is my withdrawal?');
    expect(await store.send()).toBe(true);
    expect(store.draft).toBe('');
    expect(store.messages.map((m) => m.text)).toEqual(['Where is my withdrawal?']);
    expect(store.status).toBe('OPEN');

    store.setDraft('slow down');
    expect(await store.send()).toBe(false);
    expect(store.error).toMatchObject({ key: 'SUPPORT.RATE_LIMIT', args: [42], status: 429 });
    expect(store.draft).toBe('slow down');
  });

  it('takes the badge from the events while closed without reading /support/unread again', async () => {
    const { store, events, calls } = setup();
    store.start();
    events.emit({ name: 'ready', data: JSON.stringify({ type: 'ready', unread: 2 }) });
    events.emit({
      name: 'message',
      data: JSON.stringify({ type: 'message', conversationId: CONVERSATION, unread: 3 }),
    });
    await flush();
    expect(store.unread).toBe(3);
    expect(calls.filter((c) => c.url.includes('/support/'))).toEqual([]);
  });

  it('shows the unread badge from live events while closed, and reads the reply when opened', async () => {
    const { store, server, events } = setup();
    store.start();
    store.start();
    expect(events.opened).toBe(1);
    events.emit({ name: 'ready', data: JSON.stringify({ type: 'ready', unread: 0 }) });
    await flush();
    expect(store.live).toBe('stream');
    expect(store.unread).toBe(0);

    server.messages.push(message(1, 'USER', 'hi'), message(2, 'AGENT', 'hello, how can I help?'));
    server.readUpTo = 1;
    events.emit({
      name: 'message',
      data: JSON.stringify({ type: 'message', conversationId: CONVERSATION, unread: 1 }),
    });
    await flush();
    expect(store.unread).toBe(1);
    expect(store.messages).toEqual([]);

    await store.setOpen(true);
    expect(store.messages.map((m) => m.text)).toEqual(['hi', 'hello, how can I help?']);
    expect(store.unread).toBe(0);
    expect(server.readUpTo).toBe(2);

    // With the panel open, a new reply is read at once.
    server.messages.push(message(3, 'AGENT', 'done'));
    events.emit({
      name: 'message',
      data: JSON.stringify({ type: 'message', conversationId: CONVERSATION, unread: 1 }),
    });
    await flush();
    await flush();
    expect(store.messages.at(-1)?.text).toBe('done');
    expect(store.unread).toBe(0);
  });

  it('falls back to polling when the stream drops and reconnects after a poll period', async () => {
    const { store, server, events, timers } = setup();
    store.start();
    server.messages.push(message(1, 'AGENT', 'are you still there?'));
    events.drop();
    await flush();
    await flush();
    expect(store.live).toBe('poll');
    expect(store.unread).toBe(1);
    expect(timers.map((timer) => timer.ms)).toEqual([SUPPORT_RULES.pollMs]);
    timers.shift()!.run();
    expect(events.opened).toBe(2);

    store.stop();
    expect(store.live).toBe('off');
    expect(store.unread).toBe(0);
    expect(store.messages).toEqual([]);
    events.drop();
    await flush();
    expect(timers).toEqual([]);
  });
});

describe('EventStreamParser', () => {
  it('splits chunks into events and drops comments', () => {
    const parser = new EventStreamParser();
    expect(parser.push('retry: 3000\n\nevent: ready\ndata: {"unread"')).toEqual([]);
    expect(parser.push(':0}\n\n: ping\n\nevent: message\r\ndata: {"a":1}\r\n\r\n')).toEqual([
      { name: 'ready', data: '{"unread":0}' },
      { name: 'message', data: '{"a":1}' },
    ]);
  });
});
