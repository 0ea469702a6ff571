import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminUserParams, AppError, BanAnswer, BanBody } from '@arena/schemas';
import { queryOne } from '../db/sql';
import { requireAdmin } from '../http/auth-guard';
import type { AppServices } from '../http/services';
import { writeAudit } from '../audit/audit';

/**
 * Bans: a banned user's sessions are revoked in the same transaction and every later sign-in session is refused
 * (`SessionStore.isLive` checks `banned_at`), so REST answers GLOBAL.FORBIDDEN at once and the game server closes
 * their sockets as soon as the revocation is announced (poll backstop: `TIMING.sessionRevocationPollMs`). Money stays where it is: a ban moves nothing.
 */
export function adminUserRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/users/:userId/ban',
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          params: AdminUserParams,
          body: BanBody,
          response: { 200: BanAnswer },
        },
      },
      async (request) => {
        const adminId = await requireAdmin(services, request);
        const { userId } = request.params;
        if (userId === adminId) throw new AppError('GLOBAL.FORBIDDEN');
        const { answer, revokedIds } = await services.ledger.transaction(async (tx) => {
          const row = await queryOne<{ banned_at: string }>(
            tx,
            `update users set banned_at = coalesce(banned_at, now()) where id = ? returning banned_at::text`,
            [userId],
          );
          if (!row) throw new AppError('GLOBAL.NOT_FOUND');
          const revokedIds = await services.sessions.revokeAllIn(tx, userId);
          const revokedSessions = revokedIds.length;
          await writeAudit(tx, {
            adminId,
            action: 'USER_BAN',
            targetType: 'USER',
            targetId: userId,
            reason: request.body.reason,
            details: { revokedSessions },
          });
          request.log.info({ adminId, userId, reason: request.body.reason }, 'user banned');
          return { answer: { userId, bannedAt: row.banned_at, revokedSessions }, revokedIds };
        });
        // Pushed once committed: rooms and event streams close the sessions for good on hearing it.
        await services.sessions.announce(revokedIds);
        return answer;
      },
    );

    app.post(
      '/admin/users/:userId/unban',
      {
        schema: { tags: ['admin'], security: [{ bearer: [] }], params: AdminUserParams, response: { 200: BanAnswer } },
      },
      async (request) => {
        const adminId = await requireAdmin(services, request);
        const { userId } = request.params;
        const row = await services.ledger.transaction(async (tx) => {
          const unbanned = await queryOne<{ id: string }>(
            tx,
            `update users set banned_at = null where id = ? returning id`,
            [userId],
          );
          if (unbanned) await writeAudit(tx, { adminId, action: 'USER_UNBAN', targetType: 'USER', targetId: userId });
          return unbanned;
        });
        if (!row) throw new AppError('GLOBAL.NOT_FOUND');
        request.log.info({ adminId, userId }, 'user unbanned');
        return { userId, bannedAt: null, revokedSessions: 0 };
      },
    );
  };
}
