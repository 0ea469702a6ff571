import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, CHAT_RULES, type ChatMutedUser, type ModerationAction, mayModerate } from '@arena/schemas';
import { execute, queryOne, queryRows } from '../db/sql';
import { hasPremium } from '../users/premium';
import { jobClock } from '../jobs';
import { assertNotPaused } from '../responsible/guard';

/** A writer as the chat room sees them: who they are and what they may do. */
export interface ChatWriter {
  userId: string;
  name: string;
  avatar: string;
  role: string;
  premium: boolean;
  depositedTotalCents: number;
}

export interface StoredChatMessage {
  id: string;
  channel: string;
  userId: string;
  name: string;
  avatar: string;
  role: string;
  text: string;
  sticker: string;
  createdAt: number;
}

export async function chatWriter(em: SqlEntityManager, userId: string): Promise<ChatWriter | undefined> {
  const row = await queryOne<{
    id: string;
    name: string;
    avatar: string | null;
    role: string;
    premium: boolean;
    deposited_total_cents: string | number;
  }>(em, `select id, name, avatar, role, premium, deposited_total_cents from users where id = ?`, [userId]);
  if (!row) return undefined;
  return {
    userId: row.id,
    name: row.name,
    avatar: row.avatar ?? '',
    role: row.role,
    premium: await hasPremium(em, userId),
    depositedTotalCents: Number(row.deposited_total_cents),
  };
}

interface MessageRow {
  id: string;
  channel: string;
  user_id: string;
  name: string;
  avatar: string | null;
  role: string;
  text: string;
  sticker: string | null;
  created_at: Date | string;
}

function toMessage(row: MessageRow): StoredChatMessage {
  return {
    id: row.id,
    channel: row.channel,
    userId: row.user_id,
    name: row.name,
    avatar: row.avatar ?? '',
    role: row.role,
    text: row.text,
    sticker: row.sticker ?? '',
    createdAt: new Date(row.created_at).getTime(),
  };
}

/** Stores a message before anyone sees it, so what the channel shows survives a restart. */
export async function insertChatMessage(
  em: SqlEntityManager,
  input: { channel: string; userId: string; text: string; sticker: string | null },
  now = jobClock.now(),
): Promise<{ id: string; createdAt: number }> {
  // A player on a responsible-gaming timeout or self-exclusion does not write in chat either.
  await assertNotPaused(em, input.userId, now);
  const row = await queryOne<{ id: string; created_at: Date | string }>(
    em,
    `insert into chat_messages (id, channel, user_id, text, sticker) values (?, ?, ?, ?, ?) returning id, created_at`,
    [randomUUID(), input.channel, input.userId, input.text, input.sticker],
  );
  return { id: row!.id, createdAt: new Date(row!.created_at).getTime() };
}

/** The channel's newest messages that are not deleted, oldest first (the order the panel shows them). */
export async function recentChatMessages(
  em: SqlEntityManager,
  channel: string,
  limit: number = CHAT_RULES.historyLength,
): Promise<StoredChatMessage[]> {
  const rows = await queryRows<MessageRow>(
    em,
    `select m.id, m.channel, m.user_id, u.name, u.avatar, u.role, m.text, m.sticker, m.created_at
     from chat_messages m join users u on u.id = m.user_id
     where m.channel = ? and m.deleted_at is null order by m.created_at desc, m.id desc limit ?`,
    [channel, limit],
  );
  return rows.reverse().map(toMessage);
}

/** The active mute of a user: its end, or undefined. */
export async function activeMute(em: SqlEntityManager, userId: string, now = new Date()): Promise<Date | undefined> {
  const row = await queryOne<{ until: Date | string }>(
    em,
    `select max(until) as until from chat_mutes where user_id = ? and until > ?`,
    [userId, now],
  );
  return row?.until ? new Date(row.until) : undefined;
}

async function recordAction(
  tx: SqlEntityManager,
  input: {
    action: ModerationAction['action'];
    moderatorId: string;
    targetUserId: string;
    messageId?: string;
    minutes?: number;
    reason?: string;
  },
): Promise<void> {
  await tx.execute(
    `insert into moderation_actions (id, action, moderator_id, target_user_id, message_id, minutes, reason) values (?, ?, ?, ?, ?, ?, ?)`,
    [
      randomUUID(),
      input.action,
      input.moderatorId,
      input.targetUserId,
      input.messageId ?? null,
      input.minutes ?? null,
      input.reason ?? '',
    ],
    'run',
  );
}

/**
 * CHAT.RANK_PROTECTED (403) unless the moderator outranks the target (`mayModerate`, CHAT_RULES.roleRanks). Every
 * moderation path (the chat room's mute and delete, the console's mute) goes through the store, so through this.
 */
async function assertOutranks(tx: SqlEntityManager, moderatorId: string, targetUserId: string): Promise<void> {
  const rows = await queryRows<{ id: string; role: string }>(tx, `select id, role from users where id in (?, ?)`, [
    moderatorId,
    targetUserId,
  ]);
  const roleOf = (id: string) => rows.find((row) => row.id === id)?.role;
  if (!mayModerate(roleOf(moderatorId), roleOf(targetUserId))) throw new AppError('CHAT.RANK_PROTECTED', [], 403);
}

/** Mutes a user until `until`, recording who did it and why, in one transaction; only a user the moderator outranks. */
export async function muteChatUser(
  em: SqlEntityManager,
  input: { moderatorId: string; userId: string; minutes: number; until: Date; reason?: string },
): Promise<void> {
  await em.transactional(async (tx) => {
    await assertOutranks(tx as SqlEntityManager, input.moderatorId, input.userId);
    await tx.execute(
      `insert into chat_mutes (id, user_id, until, reason, muted_by) values (?, ?, ?, ?, ?)`,
      [randomUUID(), input.userId, input.until, input.reason ?? '', input.moderatorId],
      'run',
    );
    await recordAction(tx as SqlEntityManager, {
      action: 'MUTE',
      moderatorId: input.moderatorId,
      targetUserId: input.userId,
      minutes: input.minutes,
      reason: input.reason,
    });
  });
}

/** Ends a user's running mutes now, recording who did it and why; answers how many mutes it ended. */
export async function unmuteChatUser(
  tx: SqlEntityManager,
  input: { moderatorId: string; userId: string; now: Date; reason?: string },
): Promise<number> {
  const ended = await execute(tx, `update chat_mutes set until = ? where user_id = ? and until > ?`, [
    input.now,
    input.userId,
    input.now,
  ]);
  if (ended > 0)
    await recordAction(tx, {
      action: 'UNMUTE',
      moderatorId: input.moderatorId,
      targetUserId: input.userId,
      reason: input.reason,
    });
  return ended;
}

/**
 * Marks a message deleted; answers its writer, or undefined when it was unknown or already deleted. Staff delete their
 * own messages and those of users they outrank only.
 */
export async function deleteChatMessage(
  em: SqlEntityManager,
  input: { moderatorId: string; messageId: string; channel: string; reason?: string },
): Promise<string | undefined> {
  return em.transactional(async (tx) => {
    const message = await queryOne<{ user_id: string }>(
      tx as SqlEntityManager,
      `select user_id from chat_messages where id = ? and channel = ? and deleted_at is null`,
      [input.messageId, input.channel],
    );
    if (!message) return undefined;
    if (message.user_id !== input.moderatorId)
      await assertOutranks(tx as SqlEntityManager, input.moderatorId, message.user_id);
    const row = await queryOne<{ user_id: string }>(
      tx as SqlEntityManager,
      `update chat_messages set deleted_at = now(), deleted_by = ? where id = ? and channel = ? and deleted_at is null returning user_id`,
      [input.moderatorId, input.messageId, input.channel],
    );
    if (!row) return undefined;
    await recordAction(tx as SqlEntityManager, {
      action: 'DELETE',
      moderatorId: input.moderatorId,
      targetUserId: row.user_id,
      messageId: input.messageId,
      reason: input.reason,
    });
    return row.user_id;
  });
}

/** Users muted right now, the longest mute per user. */
export async function listMutedUsers(em: SqlEntityManager, now = new Date()): Promise<ChatMutedUser[]> {
  const rows = await queryRows<{
    user_id: string;
    name: string;
    until: Date | string;
    reason: string;
    muted_by: string;
  }>(
    em,
    `select distinct on (m.user_id) m.user_id, u.name, m.until, m.reason, b.name as muted_by
     from chat_mutes m join users u on u.id = m.user_id join users b on b.id = m.muted_by
     where m.until > ? order by m.user_id, m.until desc limit ?`,
    [now, CHAT_RULES.listLimit],
  );
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.name,
    until: new Date(row.until).toISOString(),
    reason: row.reason,
    mutedBy: row.muted_by,
  }));
}

/** Grants or revokes MODERATOR (never touches an ADMIN), recorded as a moderation action. */
export async function setChatRole(
  em: SqlEntityManager,
  input: { adminId: string; userId: string; role: 'USER' | 'MODERATOR'; reason?: string },
): Promise<string | undefined> {
  return em.transactional(async (tx) => {
    const changed = await execute(
      tx as SqlEntityManager,
      `update users set role = ? where id = ? and role <> 'ADMIN'`,
      [input.role, input.userId],
    );
    const row = await queryOne<{ role: string }>(tx as SqlEntityManager, `select role from users where id = ?`, [
      input.userId,
    ]);
    if (!row) return undefined;
    if (changed > 0) {
      const action = input.role === 'MODERATOR' ? 'GRANT_ROLE' : 'REVOKE_ROLE';
      await recordAction(tx as SqlEntityManager, {
        action,
        moderatorId: input.adminId,
        targetUserId: input.userId,
        reason: input.reason,
      });
    }
    return row.role;
  });
}

export async function listModerationActions(
  em: SqlEntityManager,
  limit: number = CHAT_RULES.listLimit,
): Promise<ModerationAction[]> {
  const rows = await queryRows<{
    id: string;
    action: ModerationAction['action'];
    moderator_id: string;
    target_user_id: string;
    message_id: string | null;
    minutes: number | null;
    reason: string;
    created_at: Date | string;
  }>(em, `select * from moderation_actions order by created_at desc, id limit ?`, [limit]);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    moderatorId: row.moderator_id,
    targetUserId: row.target_user_id,
    messageId: row.message_id,
    minutes: row.minutes === null ? null : Number(row.minutes),
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
