import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminGiveawayAnswer,
  AdminGiveawayQuery,
  AdminModerationAnswer,
  AdminModerationQuery,
  AdminMuteAnswer,
  AdminMuteBody,
  AdminMutedUsersAnswer,
  AdminUnmuteAnswer,
  AdminUnmuteBody,
  AdminUnmuteParams,
} from '@arena/schemas';
import { listMutedUsers } from '../chat/store';
import { requireAdmin } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { adminGiveaways } from './giveaways';
import { moderationTrail, muteFromConsole, unmuteFromConsole } from './moderation';

type App = Parameters<FastifyPluginAsyncZod>[0];
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/**
 * The console's Moderation and Giveaways tabs: muted users, mute and unmute, the chat's moderation trail, and the
 * giveaways of a type. Admins only (GLOBAL.FORBIDDEN first); a mute or unmute writes its audit row in its transaction.
 * Promo codes keep their routes in promocodes/ (which audit there).
 */
export function registerModerationRoutes(app: App, services: AppServices): void {
  app.get(
    '/admin/moderation/mutes',
    { schema: { ...admin, response: { 200: AdminMutedUsersAnswer } } },
    async (request) => {
      await requireAdmin(services, request);
      return { items: await listMutedUsers(requestEm(services), new Date()) };
    },
  );

  app.post(
    '/admin/moderation/mutes',
    { schema: { ...admin, body: AdminMuteBody, response: { 200: AdminMuteAnswer } } },
    async (request) => {
      const adminId = await requireAdmin(services, request);
      return services.ledger.transaction((tx) => muteFromConsole(tx, adminId, request.body, Date.now()));
    },
  );

  app.post(
    '/admin/moderation/mutes/:userId/end',
    {
      schema: {
        ...admin,
        params: AdminUnmuteParams,
        body: AdminUnmuteBody.optional(),
        response: { 200: AdminUnmuteAnswer },
      },
    },
    async (request) => {
      const adminId = await requireAdmin(services, request);
      return services.ledger.transaction((tx) =>
        unmuteFromConsole(tx, adminId, request.params.userId, request.body?.reason, new Date()),
      );
    },
  );

  app.get(
    '/admin/moderation/actions',
    { schema: { ...admin, querystring: AdminModerationQuery, response: { 200: AdminModerationAnswer } } },
    async (request) => {
      await requireAdmin(services, request);
      return moderationTrail(requestEm(services), request.query);
    },
  );

  app.get(
    '/admin/giveaways',
    { schema: { ...admin, querystring: AdminGiveawayQuery, response: { 200: AdminGiveawayAnswer } } },
    async (request) => {
      await requireAdmin(services, request);
      return adminGiveaways(requestEm(services), request.query);
    },
  );
}
