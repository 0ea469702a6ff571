import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeMute, listModerationActions, queryRows } from '@arena/api';
import { CHAT_SERVER_MESSAGES, type ChatMutedEvent } from '@arena/schemas';
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

/** One mute "minute" lasts 40 ms here, so a 5-minute mute ends within the test. */
const MINUTE_MS = 40;
let kit: ChatKit;
beforeAll(async () => {
  kit = await bootChatKit({ minuteMs: MINUTE_MS, rateCount: 50, duplicateWindowMs: 0 });
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

describe('moderation', () => {
  it('a moderator mutes a user: sends are refused with the end time until it passes; the mute is listed and recorded', async () => {
    const [moderator, user] = await Promise.all([
      newWriter(kit, { role: 'MODERATOR', depositCents: 0 }),
      newWriter(kit),
    ]);
    const modRoom = await joinChat(kit, 'en', moderator.token);
    const userRoom = await joinChat(kit, 'en', user.token);
    // Staff write without a deposit.
    await say(modRoom, 'en', 'welcome, be nice');

    const done = modRoom.waitForMessage(CHAT_SERVER_MESSAGES.moderated);
    const before = Date.now();
    modRoom.send('mute', { userId: user.userId, minutes: 5, reason: 'shouting' });
    expect(await done).toEqual({ action: 'MUTE', targetUserId: user.userId });

    const refused = await refusal(userRoom, 'send', { channel: 'en', text: 'why?' });
    expect(refused.key).toBe('CHAT.MUTED');
    const until = Date.parse(String(refused.args[0]));
    expect(until).toBeGreaterThanOrEqual(before + 5 * MINUTE_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + 5 * MINUTE_MS);

    const listed = modRoom.waitForMessage(CHAT_SERVER_MESSAGES.muted) as Promise<ChatMutedEvent>;
    modRoom.send('listMuted');
    expect((await listed).users).toEqual([
      {
        userId: user.userId,
        name: user.name,
        until: new Date(until).toISOString(),
        reason: 'shouting',
        mutedBy: moderator.name,
      },
    ]);
    expect((await listModerationActions(em(kit)))[0]).toMatchObject({
      action: 'MUTE',
      moderatorId: moderator.userId,
      targetUserId: user.userId,
      minutes: 5,
      reason: 'shouting',
    });

    // The mute ends by itself.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now()) + 20));
    await say(userRoom, 'en', 'I am back');
    const listedAfter = modRoom.waitForMessage(CHAT_SERVER_MESSAGES.muted) as Promise<ChatMutedEvent>;
    modRoom.send('listMuted');
    expect((await listedAfter).users).toEqual([]);
    await Promise.all([modRoom, userRoom].map((r) => r.leave()));
  });

  it('a deleted message disappears for everyone, and for newcomers; the deletion is recorded', async () => {
    const [admin, user] = await Promise.all([newWriter(kit, { role: 'ADMIN' }), newWriter(kit)]);
    const adminRoom = await joinChat(kit, 'fr', admin.token);
    const userRoom = await joinChat(kit, 'fr', user.token);
    const watcher = await joinChat(kit, 'fr');
    await say(userRoom, 'fr', 'bonjour');
    const badId = await say(userRoom, 'fr', 'something rude');
    await waitFor('watcher sees it', () => texts(watcher).includes('something rude'));

    const done = adminRoom.waitForMessage(CHAT_SERVER_MESSAGES.moderated);
    adminRoom.send('remove', { messageId: badId, reason: 'rude' });
    expect(await done).toEqual({ action: 'DELETE', targetUserId: user.userId });
    await waitFor('gone for the watcher', () => !texts(watcher).includes('something rude'));
    expect(texts(userRoom)).not.toContain('something rude');
    const late = await joinChat(kit, 'fr');
    expect(texts(late)).toEqual(['bonjour']);
    expect((await listModerationActions(em(kit)))[0]).toMatchObject({
      action: 'DELETE',
      moderatorId: admin.userId,
      targetUserId: user.userId,
      messageId: badId,
      reason: 'rude',
    });

    // Deleting it again, a message of another channel, or as a plain user is refused.
    expect(await refusal(adminRoom, 'remove', { messageId: badId })).toEqual({ key: 'GLOBAL.NOT_FOUND', args: [] });
    expect(await refusal(userRoom, 'remove', { messageId: badId })).toEqual({ key: 'GLOBAL.FORBIDDEN', args: [] });
    expect(await refusal(adminRoom, 'mute', { userId: admin.userId, minutes: 60 })).toEqual({
      key: 'GLOBAL.BAD_REQUEST',
      args: ['mute'],
    });
    expect(await refusal(adminRoom, 'mute', { userId: '00000000-0000-4000-8000-000000000000', minutes: 60 })).toEqual({
      key: 'USER.NOT_FOUND',
      args: [],
    });
    await Promise.all([adminRoom, userRoom, watcher, late].map((r) => r.leave()));
  });

  it('staff moderate only a lower rank: a moderator cannot mute or delete an admin or another moderator; an admin can moderate a moderator', async () => {
    const [moderator, peer, admin, otherAdmin] = await Promise.all([
      newWriter(kit, { role: 'MODERATOR' }),
      newWriter(kit, { role: 'MODERATOR' }),
      newWriter(kit, { role: 'ADMIN' }),
      newWriter(kit, { role: 'ADMIN' }),
    ]);
    const [modRoom, peerRoom, adminRoom] = await Promise.all([
      joinChat(kit, 'it', moderator.token),
      joinChat(kit, 'it', peer.token),
      joinChat(kit, 'it', admin.token),
    ]);
    const adminText = await say(adminRoom, 'it', 'ciao a tutti');
    const peerText = await say(peerRoom, 'it', 'benvenuti');
    const ownText = await say(modRoom, 'it', 'buona fortuna');
    const before = (await listModerationActions(em(kit))).length;

    const protectedKey = { key: 'CHAT.RANK_PROTECTED', args: [] };
    expect(await refusal(modRoom, 'mute', { userId: admin.userId, minutes: 60, reason: 'coup' })).toEqual(protectedKey);
    expect(await refusal(modRoom, 'mute', { userId: peer.userId, minutes: 5 })).toEqual(protectedKey);
    expect(await refusal(modRoom, 'remove', { messageId: adminText })).toEqual(protectedKey);
    expect(await refusal(modRoom, 'remove', { messageId: peerText })).toEqual(protectedKey);
    expect(await refusal(adminRoom, 'mute', { userId: otherAdmin.userId, minutes: 5 })).toEqual(protectedKey);
    expect(await activeMute(em(kit), admin.userId)).toBeUndefined();
    expect(await activeMute(em(kit), peer.userId)).toBeUndefined();
    const deleted = await queryRows<{ id: string }>(
      em(kit),
      `select id from chat_messages where id in (?, ?) and deleted_at is not null`,
      [adminText, peerText],
    );
    expect(deleted).toEqual([]);
    expect(await listModerationActions(em(kit))).toHaveLength(before);

    // Staff delete their own messages; an admin mutes a moderator and deletes a moderator's message.
    const ownDone = modRoom.waitForMessage(CHAT_SERVER_MESSAGES.moderated);
    modRoom.send('remove', { messageId: ownText });
    expect(await ownDone).toEqual({ action: 'DELETE', targetUserId: moderator.userId });
    const removed = adminRoom.waitForMessage(CHAT_SERVER_MESSAGES.moderated);
    adminRoom.send('remove', { messageId: peerText, reason: 'rude' });
    expect(await removed).toEqual({ action: 'DELETE', targetUserId: peer.userId });
    const muted = adminRoom.waitForMessage(CHAT_SERVER_MESSAGES.moderated);
    adminRoom.send('mute', { userId: moderator.userId, minutes: 5, reason: 'abuse of power' });
    expect(await muted).toEqual({ action: 'MUTE', targetUserId: moderator.userId });
    expect(await activeMute(em(kit), moderator.userId)).toBeInstanceOf(Date);
    await Promise.all([modRoom, peerRoom, adminRoom].map((r) => r.leave()));
  });
});
