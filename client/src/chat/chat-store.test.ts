import { describe, expect, it } from 'vitest';
import { ChatMessageState, ChatRoomState, WinFeedEntry, WinFeedState } from '@arena/schemas';
import { FakeRoomBase } from '../testing/fake-room';
import type { ChatConnection, FeedConnection } from './chat-connection';
import { ChatStore } from './chat-store';
import { FeedStore } from './feed-store';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function chatWith(rooms: Map<string, FakeRoomBase<ChatRoomState>>) {
  const joined: [string, string | null][] = [];
  const store = new ChatStore('en', async (channel, token) => {
    joined.push([channel, token]);
    const room = new FakeRoomBase(new ChatRoomState({ channel }));
    rooms.set(channel, room);
    return room as unknown as ChatConnection;
  });
  return { store, joined };
}

describe('chat store', () => {
  it('mirrors the channel, sends trimmed text, refuses empty and too long at once', async () => {
    const rooms = new Map<string, FakeRoomBase<ChatRoomState>>();
    const { store } = chatWith(rooms);
    await store.connect('token');
    const room = rooms.get('en')!;
    room.state.messages.set(
      'm1',
      new ChatMessageState({ id: 'm1', userId: 'u1', name: 'Ann', text: '<b>hi</b>', createdAt: 1, seq: 1 }),
    );
    room.push();
    expect(store.messages.map((m) => m.text)).toEqual(['<b>hi</b>']);

    expect(store.send('  hello  ')).toBe(true);
    expect(room.sent).toEqual([{ type: 'send', message: { channel: 'en', text: 'hello' } }]);
    expect(store.send('   ')).toBe(false);
    expect(store.lastError?.key).toBe('CHAT.EMPTY_MESSAGE');
    expect(store.send('x'.repeat(201))).toBe(false);
    expect(store.lastError).toMatchObject({ key: 'CHAT.TOO_LONG', args: [200] });
    expect(room.sent).toHaveLength(1);
  });

  it('shows the server refusal, clears it when a send is stored, and switches channels', async () => {
    const rooms = new Map<string, FakeRoomBase<ChatRoomState>>();
    const { store, joined } = chatWith(rooms);
    await store.connect(null);
    rooms
      .get('en')!
      .receive('error', { error: { key: 'CHAT.MUTED', args: ['2030-01-01T00:00:00.000Z'] }, action: 'send' });
    expect(store.lastError).toMatchObject({ key: 'CHAT.MUTED', args: ['2030-01-01T00:00:00.000Z'] });
    rooms.get('en')!.receive('sent', { messageId: 'x' });
    expect(store.lastError).toBeNull();
    store.setChannel('ru');
    await flush();
    expect(joined).toEqual([
      ['en', null],
      ['ru', null],
    ]);
    store.mute('u2', 60);
    store.remove('m9');
    expect(rooms.get('ru')!.sent).toEqual([
      { type: 'mute', message: { userId: 'u2', minutes: 60 } },
      { type: 'remove', message: { messageId: 'm9' } },
    ]);
  });

  it('reads the muted list again once a mute is confirmed (a list asked for meanwhile may predate it)', async () => {
    const rooms = new Map<string, FakeRoomBase<ChatRoomState>>();
    const { store } = chatWith(rooms);
    await store.connect('token');
    const room = rooms.get('en')!;
    store.mute('u2', 5);
    store.loadMuted();
    room.receive('muted', { users: [] });
    room.receive('moderated', { action: 'MUTE', targetUserId: 'u2' });
    room.receive('moderated', { action: 'DELETE', targetUserId: 'u3' });
    expect(room.sent.map((s) => s.type)).toEqual(['mute', 'listMuted', 'listMuted']);
  });

  it('without a room a send fails with "Error while sending message"', () => {
    const { store } = chatWith(new Map());
    expect(store.send('hello')).toBe(false);
    expect(store.lastError?.key).toBe('CHAT.SEND_FAILED');
  });
});

describe('feed store', () => {
  it('shows the wins of the room state, newest first as the room keeps them', async () => {
    const room = new FakeRoomBase(new WinFeedState());
    room.state.wins.push(new WinFeedEntry({ id: 'w1', game: 'crash', name: 'Ann', payoutCents: 250, hundredths: 250 }));
    const feed = new FeedStore(async () => room as unknown as FeedConnection);
    await feed.connect();
    expect(feed.wins).toEqual([
      { id: 'w1', game: 'crash', name: 'Ann', avatar: '', payoutCents: 250, hundredths: 250 },
    ]);
    room.state.wins.unshift(new WinFeedEntry({ id: 'w2', game: 'crashbattle', name: 'Ben', payoutCents: 400 }));
    room.push();
    expect(feed.wins.map((w) => w.id)).toEqual(['w2', 'w1']);
  });
});
