import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BetHistoryAnswer, PageQuery, PublicProfileAnswer, TradeLinkAnswer, TradeLinkBody } from '@arena/schemas';
import { requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { betCsvChunks } from '../users/bets-csv';
import { getPublicProfile, listFinishedBets, saveTradeLink } from '../users/public-profile';

const secured = { security: [{ bearer: [] }] };
/** Any string: a malformed id answers `USER.NOT_FOUND` like an unknown one, not a validation error. */
const UserParams = z.object({ id: z.string() });

/**
 * `/user/{id}` (docs/product-rules.md §2): anyone may read a player's public profile and finished bets. The signed-in
 * player reads their own bets and saves the trade link here too. Static `/users/current/...` paths win over
 * `/users/:id/...` in the router, so "current" never reaches the public handlers.
 */
export function publicProfileRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/current/bets',
      { schema: { tags: ['users'], ...secured, querystring: PageQuery, response: { 200: BetHistoryAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return listFinishedBets(requestEm(services), userId, request.query);
      },
    );

    app.get(
      '/users/current/bets.csv',
      { schema: { tags: ['users'], ...secured, produces: ['text/csv'] } },
      async (request, reply) => {
        const userId = await requireUser(services, request);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="bets.csv"')
          .header('cache-control', 'no-store')
          .send(Readable.from(betCsvChunks(requestEm(services), userId)));
      },
    );

    app.put(
      '/users/current/trade-link',
      { schema: { tags: ['users'], ...secured, body: TradeLinkBody, response: { 200: TradeLinkAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return { tradeLink: await saveTradeLink(requestEm(services), userId, request.body.tradeLink) };
      },
    );

    app.get(
      '/users/:id/profile',
      { schema: { tags: ['users'], params: UserParams, response: { 200: PublicProfileAnswer } } },
      async (request) => getPublicProfile(requestEm(services), request.params.id),
    );

    app.get(
      '/users/:id/bets',
      { schema: { tags: ['users'], params: UserParams, querystring: PageQuery, response: { 200: BetHistoryAnswer } } },
      async (request) => listFinishedBets(requestEm(services), request.params.id, request.query),
    );
  };
}
