import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type AdminModerationAnswer,
  type AdminModerationQuery,
  type AdminMuteAnswer,
  type AdminMuteBody,
  type AdminUnmuteAnswer,
  isUuid,
} from '@arena/schemas';
import { muteChatUser, unmuteChatUser } from '../chat/store';
import { queryRows } from '../db/sql';
import { writeAudit } from '../audit/audit';

const MINUTE_MS = 60_000;

/**
 * The user an operator typed in the mute form: an id, or an exact name (any case). A name that several accounts
 * share is refused as GLOBAL.BAD_REQUEST ['user'] (the operator then types the id); no match is USER.NOT_FOUND.
 */
async function findUser(em: SqlEntityManager, text: string): Promise<{ id: string; name: string }> {
  const rows = isUuid(text)
    ? await queryRows<{ id: string; name: string }>(em, `select id, name from users where id = ?`, [text.toLowerCase()])
    : await queryRows<{ id: string; name: string }>(
        em,
        `select id, name from users where lower(name) = lower(?) limit 2`,
        [text],
      );
  if (rows.length > 1) throw new AppError('GLOBAL.BAD_REQUEST', ['user']);
  if (!rows[0]) throw new AppError('USER.NOT_FOUND', [], 404);
  return rows[0];
}

/**
 * Mutes a user from the console: the chat's own mute (chat_mutes and its moderation_actions row) and the admin audit
 * row, in the caller's transaction. An admin does not mute themselves (as in the chat room).
 */
export async function muteFromConsole(
  tx: SqlEntityManager,
  adminId: string,
  body: AdminMuteBody,
  nowMs: number,
): Promise<AdminMuteAnswer> {
  const user = await findUser(tx, body.user);
  if (user.id === adminId) throw new AppError('GLOBAL.BAD_REQUEST', ['user']);
  const until = new Date(nowMs + body.minutes * MINUTE_MS);
  await muteChatUser(tx, { moderatorId: adminId, userId: user.id, minutes: body.minutes, until, reason: body.reason });
  await writeAudit(tx, {
    adminId,
    action: 'CHAT_MUTE',
    targetType: 'USER',
    targetId: user.id,
    reason: body.reason,
    details: { minutes: body.minutes, until: until.toISOString() },
  });
  return { userId: user.id, name: user.name, until: until.toISOString() };
}

/**
 * Ends every running mute of a user now (the chat room reads mutes from the database on each message, so the user
 * may write at once), with an admin audit row. GLOBAL.NOT_FOUND when the user is not muted.
 *
 * No moderation_actions row: its `action` check allows MUTE, DELETE, GRANT_ROLE and REVOKE_ROLE only, and widening
 * it needs a migration (see the report); the unmute is in the admin audit log.
 */
export async function unmuteFromConsole(
  tx: SqlEntityManager,
  adminId: string,
  userId: string,
  reason: string | undefined,
  now: Date,
): Promise<AdminUnmuteAnswer> {
  const ended = await unmuteChatUser(tx, { moderatorId: adminId, userId, now, reason });
  if (ended === 0) throw new AppError('GLOBAL.NOT_FOUND', [], 404);
  await writeAudit(tx, {
    adminId,
    action: 'CHAT_UNMUTE',
    targetType: 'USER',
    targetId: userId,
    reason,
    details: { ended },
  });
  return { userId, ended };
}

interface TrailRow {
  id: string;
  action: string;
  moderator_id: string;
  moderator_name: string;
  target_user_id: string;
  target_name: string;
  message_id: string | null;
  minutes: number | null;
  reason: string;
  created_at: Date | string;
}

/** The chat's moderation trail with names: who did what to whom, newest first, paged. */
export async function moderationTrail(
  em: SqlEntityManager,
  query: AdminModerationQuery,
): Promise<AdminModerationAnswer> {
  const rows = await queryRows<TrailRow>(
    em,
    `select a.id, a.action, a.moderator_id, m.name as moderator_name, a.target_user_id, t.name as target_name, a.message_id, a.minutes,
       a.reason, a.created_at
     from moderation_actions a join users m on m.id = a.moderator_id join users t on t.id = a.target_user_id
     order by a.created_at desc, a.id desc limit ? offset ?`,
    [query.pageSize, (query.page - 1) * query.pageSize],
  );
  const [count] = await queryRows<{ n: number | string }>(em, `select count(*) as n from moderation_actions`);
  return {
    items: rows.map((row) => ({
      id: row.id,
      action: row.action,
      moderatorId: row.moderator_id,
      moderatorName: row.moderator_name,
      targetUserId: row.target_user_id,
      targetName: row.target_name,
      messageId: row.message_id,
      minutes: row.minutes === null ? null : Number(row.minutes),
      reason: row.reason,
      createdAt: new Date(row.created_at).getTime(),
    })),
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
