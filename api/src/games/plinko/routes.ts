import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdempotencyHeaders, PageQuery, PlinkoDropAnswer, PlinkoDropBody, PlinkoHistoryAnswer } from '@arena/schemas';
import { idempotencyKey } from '../../commerce/idempotent';
import { requireUser } from '../../http/auth-guard';
import { type AppServices, requestEm } from '../../http/services';
import { dropPlinkoBall } from './drops';
import { plinkoHistory } from './queries';

const UserParams = z.object({ id: z.string().max(64) });

/** Plinko: one ball per request (the whole bet in one transaction), and each player's history. */
export function plinkoRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['plinko'];
    const secured = { security: [{ bearer: [] }] };
    app.post(
      '/plinko/drop',
      {
        schema: {
          tags,
          ...secured,
          headers: IdempotencyHeaders,
          body: PlinkoDropBody,
          response: { 200: PlinkoDropAnswer },
        },
      },
      async (request) => {
        const userId = await requireUser(services, request);
        return dropPlinkoBall(services.ledger, userId, idempotencyKey(request), request.body);
      },
    );
    app.get(
      '/users/current/plinkos',
      { schema: { tags, ...secured, querystring: PageQuery, response: { 200: PlinkoHistoryAnswer } } },
      async (request) => plinkoHistory(requestEm(services), await requireUser(services, request), request.query),
    );
    app.get(
      '/users/:id/plinkos',
      { schema: { tags, params: UserParams, querystring: PageQuery, response: { 200: PlinkoHistoryAnswer } } },
      async (request) => plinkoHistory(requestEm(services), request.params.id, request.query),
    );
  };
}
