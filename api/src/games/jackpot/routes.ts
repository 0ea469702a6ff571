import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  JackpotFairAnswer,
  JackpotHistoryAnswer,
  JackpotRecentAnswer,
  JackpotRoundParams,
  PageQuery,
} from '@arena/schemas';
import { requireUser } from '../../http/auth-guard';
import { type AppServices, requestEm } from '../../http/services';
import { jackpotFairness, jackpotHistory, recentJackpots } from './queries';

const UserParams = z.object({ id: z.string().max(64) });

/** Jackpot reads (the pot itself lives in the game-server room): fairness of a round, recent rounds, history. */
export function jackpotRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['jackpot'];
    app.get('/jackpot/recent', { schema: { tags, response: { 200: JackpotRecentAnswer } } }, async () =>
      recentJackpots(requestEm(services)),
    );
    app.get(
      '/fair/jackpot/:roundId',
      { schema: { tags: ['fair'], params: JackpotRoundParams, response: { 200: JackpotFairAnswer } } },
      async (request) => jackpotFairness(requestEm(services), request.params.roundId),
    );
    app.get(
      '/users/current/jackpots',
      { schema: { tags, security: [{ bearer: [] }], querystring: PageQuery, response: { 200: JackpotHistoryAnswer } } },
      async (request) => jackpotHistory(requestEm(services), await requireUser(services, request), request.query),
    );
    app.get(
      '/users/:id/jackpots',
      { schema: { tags, params: UserParams, querystring: PageQuery, response: { 200: JackpotHistoryAnswer } } },
      async (request) => jackpotHistory(requestEm(services), request.params.id, request.query),
    );
  };
}
