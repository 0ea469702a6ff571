import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageQuery, PotatoFairAnswer, PotatoGameParams, PotatoHistoryAnswer, PotatoRecentAnswer } from '@arena/schemas';
import { requireUser } from '../../http/auth-guard';
import { type AppServices, requestEm } from '../../http/services';
import { potatoFairness, potatoHistory, recentPotatoGames } from './queries';

const UserParams = z.object({ id: z.string().max(64) });

/** Potato reads (the tables themselves are game-server rooms): a game's fairness, recent games, history. */
export function potatoRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['potato'];
    app.get('/potato/recent', { schema: { tags, response: { 200: PotatoRecentAnswer } } }, async () =>
      recentPotatoGames(requestEm(services)),
    );
    app.get(
      '/fair/potato/:gameId',
      { schema: { tags: ['fair'], params: PotatoGameParams, response: { 200: PotatoFairAnswer } } },
      async (request) => potatoFairness(requestEm(services), request.params.gameId),
    );
    app.get(
      '/users/current/potato/history',
      { schema: { tags, security: [{ bearer: [] }], querystring: PageQuery, response: { 200: PotatoHistoryAnswer } } },
      async (request) => potatoHistory(requestEm(services), await requireUser(services, request), request.query),
    );
    app.get(
      '/users/:id/potato/history',
      { schema: { tags, params: UserParams, querystring: PageQuery, response: { 200: PotatoHistoryAnswer } } },
      async (request) => potatoHistory(requestEm(services), request.params.id, request.query),
    );
  };
}
