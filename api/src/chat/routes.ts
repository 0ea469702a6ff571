import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppError,
  ChatGiveawaysAnswer,
  ModerationActionsAnswer,
  RoleChangeAnswer,
  RoleChangeBody,
  USER_ROLES,
  isChatStaff,
  isUuid,
} from '@arena/schemas';
import { requireAdmin, requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { queryOne } from '../db/sql';
import { writeAudit } from '../audit/audit';
import { listChatGiveaways } from './giveaway';
import { listModerationActions, setChatRole } from './store';

const secured = { security: [{ bearer: [] }] };
const UserParams = z.object({ id: z.string() });

/**
 * Chat over REST: an admin grants or revokes MODERATOR; staff read the moderation trail; anyone reads the hourly
 * giveaways (commitment before, seed and participants after) to verify a draw. Messages travel in the rooms.
 */
export function chatRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/admin/users/:id/role',
      {
        schema: {
          tags: ['admin'],
          ...secured,
          params: UserParams,
          body: RoleChangeBody,
          response: { 200: RoleChangeAnswer },
        },
      },
      async (request) => {
        const adminId = await requireAdmin(services, request);
        if (!isUuid(request.params.id)) throw new AppError('USER.NOT_FOUND', [], 404);
        // The role change and its admin audit row commit together.
        const role = await services.ledger.transaction(async (tx) => {
          const now = await setChatRole(tx, { adminId, userId: request.params.id, ...request.body });
          if (now)
            await writeAudit(tx, {
              adminId,
              action: 'CHAT_ROLE',
              targetType: 'USER',
              targetId: request.params.id,
              reason: request.body.reason,
              details: { asked: request.body.role, role: now },
            });
          return now;
        });
        if (!role) throw new AppError('USER.NOT_FOUND', [], 404);
        return { userId: request.params.id, role: z.enum(USER_ROLES).parse(role) };
      },
    );

    app.get(
      '/chat/moderation',
      {
        config: { role: 'CHAT_STAFF' as const },
        schema: {
          tags: ['chat'],
          ...secured,
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) }),
          response: { 200: ModerationActionsAnswer },
        },
      },
      async (request) => {
        const userId = await requireUser(services, request);
        const row = await queryOne<{ role: string }>(requestEm(services), `select role from users where id = ?`, [
          userId,
        ]);
        if (!isChatStaff(row?.role)) throw new AppError('GLOBAL.FORBIDDEN');
        return listModerationActions(requestEm(services), request.query.limit);
      },
    );

    app.get('/chat/giveaways', { schema: { tags: ['chat'], response: { 200: ChatGiveawaysAnswer } } }, async () =>
      listChatGiveaways(requestEm(services)),
    );
  };
}
