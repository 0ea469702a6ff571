import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdempotencyHeaders,
  PageQuery,
  SecondLifeAnswer,
  SecondLifeEligibleAnswer,
  SecondLifeHistoryAnswer,
  SecondLifePlayBody,
} from '@arena/schemas';
import { idempotencyKey } from '../../commerce/idempotent';
import { requireUser } from '../../http/auth-guard';
import { type AppServices, requestEm } from '../../http/services';
import { eligibleLostBets } from './lost-bets';
import { playSecondLife } from './play';
import { secondLifeHistory } from './queries';

const UserParams = z.object({ id: z.string().max(64) });
const secured = { security: [{ bearer: [] }] };

/** Second Life: the lost bets that can still get one, buying one (a single-step seeded game: one REST call), histories. */
export function secondLifeRoutes(services: AppServices, now: () => number = Date.now): FastifyPluginAsyncZod {
  const { ledger } = services;
  return async (app) => {
    const tags = ['second-life'];
    app.get(
      '/second-life/eligible',
      { schema: { tags, ...secured, response: { 200: SecondLifeEligibleAnswer } } },
      async (request) => eligibleLostBets(requestEm(services), await requireUser(services, request), now()),
    );
    app.post(
      '/second-life/play',
      {
        schema: {
          tags,
          ...secured,
          headers: IdempotencyHeaders,
          body: SecondLifePlayBody,
          response: { 200: SecondLifeAnswer },
        },
      },
      async (request) => {
        const userId = await requireUser(services, request);
        return playSecondLife(ledger, userId, idempotencyKey(request), request.body, now);
      },
    );
    app.get(
      '/users/current/second-lives',
      { schema: { tags, ...secured, querystring: PageQuery, response: { 200: SecondLifeHistoryAnswer } } },
      async (request) => secondLifeHistory(requestEm(services), await requireUser(services, request), request.query),
    );
    app.get(
      '/users/:id/second-lives',
      { schema: { tags, params: UserParams, querystring: PageQuery, response: { 200: SecondLifeHistoryAnswer } } },
      async (request) => secondLifeHistory(requestEm(services), request.params.id, request.query),
    );
  };
}
