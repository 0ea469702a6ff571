import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, TimeAnswer, UserStateAnswer } from '@arena/schemas';
import { requireAdmin, requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { getUserState } from '../users/users';

export function userRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/time', { schema: { tags: ['system'], response: { 200: TimeAnswer } } }, async () => ({
      serverTime: Date.now(),
    }));

    app.get('/health', { schema: { tags: ['system'], hide: true } }, async () => ({ ok: true }));

    app.get(
      '/users/current',
      { schema: { tags: ['users'], security: [{ bearer: [] }], response: { 200: UserStateAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        const state = await getUserState(requestEm(services), userId);
        // A token for a user that no longer exists is as good as no token.
        if (!state) throw new AppError('GLOBAL.FORBIDDEN');
        return state;
      },
    );

    app.get(
      '/admin/ledger/invariants',
      { schema: { tags: ['admin'], security: [{ bearer: [] }] } },
      async (request, reply) => {
        await requireAdmin(services, request);
        const report = await services.ledger.checkInvariants();
        return reply.status(report.ok ? 200 : 500).send(report);
      },
    );
  };
}
