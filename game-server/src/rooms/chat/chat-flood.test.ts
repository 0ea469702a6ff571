import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '@arena/api';
import { CHAT_RULES, CHAT_SERVER_MESSAGES, type ChatErrorEvent } from '@arena/schemas';
import { type ChatKit, bootChatKit, em, joinChat, newWriter, say, texts, waitFor } from './testing/chat-test-kit';

let kit: ChatKit;
beforeAll(async () => {
  // Production limits: the flooder meets the real spam rule and the real socket cap.
  kit = await bootChatKit();
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

it(
  'one client sending 100 messages a second is refused and cut off while the others keep chatting',
  { timeout: 30_000 },
  async () => {
    const [flooder, alice, bob] = await Promise.all([newWriter(kit), newWriter(kit), newWriter(kit)]);
    const flood = await joinChat(kit, 'es', flooder.token);
    const aliceRoom = await joinChat(kit, 'es', alice.token);
    const bobRoom = await joinChat(kit, 'es', bob.token);
    const refusals: ChatErrorEvent[] = [];
    flood.onMessage(CHAT_SERVER_MESSAGES.error, (event: ChatErrorEvent) => refusals.push(event));
    let closed = false;
    flood.onLeave(() => (closed = true));

    let n = 0;
    const timer = setInterval(() => {
      if (closed) return;
      try {
        flood.send('send', { channel: 'es', text: `spam ${n++}` });
      } catch {
        // The socket is gone: the server cut the flooder off.
      }
    }, 10);
    try {
      // Meanwhile the others talk normally and see each other.
      for (let i = 0; i < 3; i++) {
        await say(aliceRoom, 'es', `hola ${i}`);
        await say(bobRoom, 'es', `qué tal ${i}`);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      await waitFor('alice sees bob', () => texts(aliceRoom).includes('qué tal 2'));
      await waitFor('flooder refused or cut off', () => closed || refusals.length > 20);
    } finally {
      clearInterval(timer);
    }
    expect(refusals.every((r) => r.error.key === 'CHAT.SPAM_LIMIT')).toBe(true);
    const stored = await queryRows<{ n: string }>(
      em(kit),
      `select count(*) as n from chat_messages where user_id = ?`,
      [flooder.userId],
    );
    expect(Number(stored[0]!.n)).toBeLessThanOrEqual(CHAT_RULES.rateCount);
    expect(texts(bobRoom).filter((t) => t.startsWith('spam')).length).toBeLessThanOrEqual(CHAT_RULES.rateCount);
    await Promise.all([aliceRoom, bobRoom].map((r) => r.leave()));
    if (!closed) await flood.leave();
  },
);
