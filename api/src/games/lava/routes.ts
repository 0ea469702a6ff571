import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdempotencyHeaders,
  LavaCashoutBody,
  LavaCurrentAnswer,
  LavaGameView,
  LavaHistoryAnswer,
  LavaStartBody,
  LavaStepBody,
  PageQuery,
} from '@arena/schemas';
import { idempotencyKey } from '../../commerce/idempotent';
import { requireUser } from '../../http/auth-guard';
import { type AppServices, requestEm } from '../../http/services';
import { cashOutLava, startLava, stepLava } from './games';
import { currentLavaGame, lavaHistory } from './queries';

const UserParams = z.object({ id: z.string().max(64) });

/** Lava, a single-player game: the api decides every step; the game lives in the database between requests. */
export function lavaRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lava'];
    const secured = { security: [{ bearer: [] }] };
    app.post(
      '/lava/start',
      {
        schema: { tags, ...secured, headers: IdempotencyHeaders, body: LavaStartBody, response: { 200: LavaGameView } },
      },
      async (request) => {
        const userId = await requireUser(services, request);
        return startLava(services, { userId, key: idempotencyKey(request), itemIds: request.body.itemIds });
      },
    );
    app.post(
      '/lava/step',
      { schema: { tags, ...secured, body: LavaStepBody, response: { 200: LavaGameView } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return stepLava(services, { userId, ...request.body });
      },
    );
    app.post(
      '/lava/cashout',
      { schema: { tags, ...secured, body: LavaCashoutBody, response: { 200: LavaGameView } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return cashOutLava(services, { userId, gameId: request.body.gameId });
      },
    );
    app.get(
      '/lava/current',
      { schema: { tags, ...secured, response: { 200: LavaCurrentAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return { game: await currentLavaGame(requestEm(services), userId) };
      },
    );
    app.get(
      '/users/current/lavas',
      { schema: { tags, ...secured, querystring: PageQuery, response: { 200: LavaHistoryAnswer } } },
      async (request) => lavaHistory(requestEm(services), await requireUser(services, request), request.query),
    );
    app.get(
      '/users/:id/lavas',
      { schema: { tags, params: UserParams, querystring: PageQuery, response: { 200: LavaHistoryAnswer } } },
      async (request) => lavaHistory(requestEm(services), request.params.id, request.query),
    );
  };
}
