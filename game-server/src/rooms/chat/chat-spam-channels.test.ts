import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '@arena/api';
import { CHAT_RULES, CHAT_SERVER_MESSAGES, type ChatChannel, type ChatErrorEvent } from '@arena/schemas';
import { type ChatKit, bootChatKit, em, joinChat, newWriter, refusal } from './testing/chat-test-kit';

let kit: ChatKit;
beforeAll(async () => {
  // The production count per window; a window of an hour so the test's own speed cannot move it.
  kit = await bootChatKit({ rateWindowMs: 3_600_000 });
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

it(
  'counts a writer across channels: 15 messages at once in 3 channels pass only the limit',
  { timeout: 30_000 },
  async () => {
    const writer = await newWriter(kit);
    const channels: ChatChannel[] = ['en', 'de', 'fr'];
    const rooms = await Promise.all(channels.map((channel) => joinChat(kit, channel, writer.token)));
    let sent = 0;
    const refused: string[] = [];
    for (const room of rooms) {
      room.onMessage(CHAT_SERVER_MESSAGES.sent, () => sent++);
      room.onMessage(CHAT_SERVER_MESSAGES.error, (event: ChatErrorEvent) => refused.push(event.error.key));
    }
    // 5 per channel (each socket stays under its own per-second cap), interleaved, all sent before any answer.
    for (let i = 0; i < 5; i++)
      rooms.forEach((room, c) => room.send('send', { channel: channels[c], text: `offer ${c}-${i}` }));
    await expect.poll(() => sent + refused.length, { timeout: 20_000 }).toBe(15);
    expect(sent).toBe(CHAT_RULES.rateCount);
    expect(refused).toEqual(Array(15 - CHAT_RULES.rateCount).fill('CHAT.SPAM_LIMIT'));
    const stored = await queryRows<{ n: string }>(
      em(kit),
      `select count(*) as n from chat_messages where user_id = ?`,
      [writer.userId],
    );
    expect(Number(stored[0]!.n)).toBe(CHAT_RULES.rateCount);

    // Another writer is not held up by this one.
    const other = await newWriter(kit);
    const otherRoom = await joinChat(kit, 'de', other.token);
    const ok = otherRoom.waitForMessage(CHAT_SERVER_MESSAGES.sent, 10_000);
    otherRoom.send('send', { channel: 'de', text: 'hallo' });
    await ok;
    await Promise.all([...rooms, otherRoom].map((room) => room.leave()));
  },
);

it('refuses look-alike spellings of banned words in the room', async () => {
  const writer = await newWriter(kit);
  const room = await joinChat(kit, 'ru', writer.token);
  for (const text of ['ты \u0456d\u0456ot', 'C\u0430SINO SC\u0410M', 'm0r0n']) {
    expect(await refusal(room, 'send', { channel: 'ru', text })).toEqual({ key: 'CHAT.BANNED_WORDS', args: [] });
  }
  await room.leave();
});
