import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@arena/api';
import { CHAT_RULES, CHAT_SERVER_MESSAGES, orderedMessages } from '@arena/schemas';
import {
  type ChatKit,
  bootChatKit,
  em,
  joinChat,
  newWriter,
  refusal,
  say,
  texts,
  waitFor,
} from './testing/chat-test-kit';

let kit: ChatKit;
beforeAll(async () => {
  kit = await bootChatKit({ rateCount: 5, rateWindowMs: 2_000, duplicateWindowMs: 2_000, historyLength: 50 });
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

describe('chat room: every refusal has its catalogue key', () => {
  it('refuses bad sends with their keys and stores none of them', async () => {
    const [writer, poor, plain] = await Promise.all([
      newWriter(kit),
      newWriter(kit, { depositCents: 10 }),
      newWriter(kit),
    ]);
    const room = await joinChat(kit, 'en', writer.token);
    const poorRoom = await joinChat(kit, 'en', poor.token);
    const plainRoom = await joinChat(kit, 'en', plain.token);
    const visitor = await joinChat(kit, 'en');

    expect(await refusal(room, 'send', { channel: 'en', text: '   ' })).toEqual({
      key: 'CHAT.EMPTY_MESSAGE',
      args: [],
    });
    expect(await refusal(room, 'send', { channel: 'en' })).toEqual({ key: 'CHAT.EMPTY_MESSAGE', args: [] });
    expect(await refusal(room, 'send', { channel: 'xx', text: 'hi' })).toEqual({
      key: 'CHAT.BAD_CHANNEL',
      args: ['xx'],
    });
    expect(await refusal(room, 'send', { channel: 'ru', text: 'hi' })).toEqual({
      key: 'CHAT.BAD_CHANNEL',
      args: ['ru'],
    });
    expect(await refusal(room, 'send', { channel: 'en', text: 'go to casino-scam dot com' })).toEqual({
      key: 'CHAT.BANNED_WORDS',
      args: [],
    });
    expect(await refusal(room, 'send', { channel: 'en', text: 'hidden\u200bword' })).toEqual({
      key: 'CHAT.BANNED_WORDS',
      args: [],
    });
    // Too long is refused, never cut.
    const long = 'x'.repeat(CHAT_RULES.maxLength + 1);
    expect(await refusal(room, 'send', { channel: 'en', text: long })).toEqual({
      key: 'CHAT.TOO_LONG',
      args: [CHAT_RULES.maxLength],
    });
    expect(await refusal(poorRoom, 'send', { channel: 'en', text: 'hello' })).toEqual({
      key: 'CHAT.PAYMENT_NEEDED',
      args: ['0.50'],
    });
    expect(await refusal(visitor, 'send', { channel: 'en', text: 'hello' })).toEqual({
      key: 'GLOBAL.FORBIDDEN',
      args: [],
    });
    // Stickers are for the premium battlepass; an unknown sticker or text with a sticker is malformed.
    expect(await refusal(plainRoom, 'send', { channel: 'en', sticker: 'gg' })).toEqual({
      key: 'BATTLEPASS.NOT_BOUGHT',
      args: [],
    });
    expect(await refusal(plainRoom, 'send', { channel: 'en', sticker: 'nope' })).toEqual({
      key: 'GLOBAL.BAD_REQUEST',
      args: ['send'],
    });
    // Malformed messages: the room answers and keeps working.
    expect(await refusal(room, 'send', 'hello')).toEqual({ key: 'GLOBAL.BAD_REQUEST', args: ['send'] });
    expect(await refusal(room, 'send', { channel: 'en', text: 42 })).toEqual({
      key: 'GLOBAL.BAD_REQUEST',
      args: ['send'],
    });
    expect(await refusal(room, 'send', { channel: 'en', text: 'hi', html: '<b>' })).toEqual({
      key: 'GLOBAL.BAD_REQUEST',
      args: ['send'],
    });
    expect(await refusal(room, 'teleport', { x: 1 })).toEqual({ key: 'GLOBAL.BAD_REQUEST', args: ['teleport'] });
    expect(await refusal(room, 'mute', { userId: plain.userId, minutes: 5 })).toEqual({
      key: 'GLOBAL.FORBIDDEN',
      args: [],
    });
    expect(await refusal(room, 'mute', { userId: plain.userId, minutes: 7 })).toEqual({
      key: 'GLOBAL.BAD_REQUEST',
      args: ['mute'],
    });
    expect(await refusal(room, 'listMuted')).toEqual({ key: 'GLOBAL.FORBIDDEN', args: [] });

    const stored = await queryRows(em(kit), `select id from chat_messages where user_id in (?, ?, ?)`, [
      writer.userId,
      poor.userId,
      plain.userId,
    ]);
    expect(stored).toEqual([]);
    // Still working: a good message goes through to everyone, markup kept as plain text.
    const markup = '<script>alert(1)</script> <b>bold</b>';
    await say(room, 'en', markup);
    await waitFor('seen by the visitor', () => texts(visitor).includes(markup));
    await Promise.all([room, poorRoom, plainRoom, visitor].map((r) => r.leave()));
  });

  it('spam: the per-user rate and the same text twice', async () => {
    const writer = await newWriter(kit);
    const room = await joinChat(kit, 'en', writer.token);
    await say(room, 'en', 'first');
    expect(await refusal(room, 'send', { channel: 'en', text: 'FIRST ' })).toEqual({
      key: 'CHAT.SPAM_LIMIT',
      args: [],
    });
    for (const text of ['two', 'three', 'four', 'five']) await say(room, 'en', text);
    expect(await refusal(room, 'send', { channel: 'en', text: 'six' })).toEqual({ key: 'CHAT.SPAM_LIMIT', args: [] });
    await room.leave();
  });

  it('premium users send stickers', async () => {
    const writer = await newWriter(kit, { premium: true });
    const room = await joinChat(kit, 'en', writer.token);
    const sent = room.waitForMessage(CHAT_SERVER_MESSAGES.sent) as Promise<{ messageId: string }>;
    room.send('send', { channel: 'en', sticker: 'rocket' });
    const { messageId } = await sent;
    await waitFor('sticker shown', () => room.state.messages.get(messageId)?.sticker === 'rocket');
    await room.leave();
  });
});

describe('history and channels', () => {
  it('a newcomer gets the last messages of the channel only, oldest first', async () => {
    const writers = await Promise.all([newWriter(kit), newWriter(kit)]);
    const de = await joinChat(kit, 'de', writers[0]!.token);
    const pl = await joinChat(kit, 'pl', writers[1]!.token);
    await say(de, 'de', 'hallo');
    await say(de, 'de', 'wie geht es');
    await say(pl, 'pl', 'cześć');
    const late = await joinChat(kit, 'de');
    expect(texts(late)).toEqual(['hallo', 'wie geht es']);
    expect(orderedMessages(late.state)[0]).toMatchObject({
      userId: writers[0]!.userId,
      name: writers[0]!.name,
      role: 'USER',
    });
    await Promise.all([de, pl, late].map((r) => r.leave()));
  });

  it('keeps only the newest historyLength messages in the state', async () => {
    const writers = await Promise.all(Array.from({ length: 12 }, () => newWriter(kit)));
    const rooms = await Promise.all(writers.map((w) => joinChat(kit, 'tr', w.token)));
    let n = 0;
    for (const room of rooms) for (let i = 0; i < 5; i++) await say(room, 'tr', `m${n++}`);
    const late = await joinChat(kit, 'tr');
    const expected = Array.from({ length: 50 }, (_, i) => `m${i + 10}`);
    expect(texts(late)).toEqual(expected);
    // Those who were there all along see the same window once the last patch lands.
    await waitFor('writers in step', () => texts(rooms[0]!).at(-1) === 'm59');
    expect(texts(rooms[0]!)).toEqual(expected);
    await Promise.all([...rooms, late].map((r) => r.leave()));
  });
});
