import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BoxesListAnswer,
  CaseDetailAnswer,
  CaseHistoryAnswer,
  CaseOpenAnswer,
  CaseOpenBody,
  CaseOpenParams,
  CaseParams,
  IdempotencyHeaders,
  PageQuery,
} from '@arena/schemas';
import { idempotencyKey } from '../../commerce/idempotent';
import { requireUser } from '../../http/auth-guard';
import { type AppServices, requestEm } from '../../http/services';
import { caseDetail, listBoxes } from './boxes';
import { openCases } from './open';
import { caseHistory } from './queries';

const UserParams = z.object({ id: z.string().max(64) });
const secured = { security: [{ bearer: [] }] };

/**
 * Cases: the list (docs/product-rules.md §7 `POST /boxes/list`), one case's contents, opening (a single-step seeded game, so one
 * REST call is the whole opening) and each player's history. Selling a won skin is the shop's `POST /shop/sell`.
 */
export function casesRoutes(services: AppServices): FastifyPluginAsyncZod {
  const { config, ledger } = services;
  return async (app) => {
    const tags = ['cases'];
    app.post('/boxes/list', { schema: { tags, response: { 200: BoxesListAnswer } } }, async () =>
      listBoxes(requestEm(services), config.cdnBaseUrl),
    );
    app.get(
      '/boxes/:idOrAlias',
      { schema: { tags, params: CaseParams, response: { 200: CaseDetailAnswer } } },
      async (request) => caseDetail(requestEm(services), config.cdnBaseUrl, request.params.idOrAlias),
    );
    app.post(
      '/boxes/:id/open',
      {
        schema: {
          tags,
          ...secured,
          params: CaseOpenParams,
          headers: IdempotencyHeaders,
          body: CaseOpenBody,
          response: { 200: CaseOpenAnswer },
        },
      },
      async (request) => {
        const userId = await requireUser(services, request);
        return openCases(ledger, config.cdnBaseUrl, userId, idempotencyKey(request), request.params.id, request.body);
      },
    );
    app.get(
      '/users/current/cases',
      { schema: { tags, ...secured, querystring: PageQuery, response: { 200: CaseHistoryAnswer } } },
      async (request) =>
        caseHistory(requestEm(services), config.cdnBaseUrl, await requireUser(services, request), request.query),
    );
    app.get(
      '/users/:id/cases',
      { schema: { tags, params: UserParams, querystring: PageQuery, response: { 200: CaseHistoryAnswer } } },
      async (request) => caseHistory(requestEm(services), config.cdnBaseUrl, request.params.id, request.query),
    );
  };
}
