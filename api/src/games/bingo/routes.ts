import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BingoBuyAnswer,
  BingoBuyBody,
  BingoCurrentAnswer,
  BingoDrawParams,
  BingoDrawsAnswer,
  BingoFairAnswer,
  BingoGiftAnswer,
  BingoGiftBody,
  BingoHistoryAnswer,
  IdempotencyHeaders,
  PageQuery,
} from '@arena/schemas';
import { idempotencyKey } from '../../commerce/idempotent';
import { requireUser } from '../../http/auth-guard';
import { type AppServices, requestEm } from '../../http/services';
import { bingoFairness, bingoHistory, currentBingo, finishedDraws } from './queries';
import { buyBingoTickets, giftBingoTickets } from './tickets';

const UserParams = z.object({ id: z.string().max(64) });
const secured = { security: [{ bearer: [] }] };

/** Signed in when a token is sent (a bad token is refused like anywhere else), else a visitor. */
const optionalUser = (services: AppServices, request: FastifyRequest) =>
  request.headers.authorization ? requireUser(services, request) : Promise.resolve(null);

/** Bingo over REST: the draw on sale, buying and gifting tickets, past draws, fairness and history. */
export function bingoRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['bingo'];
    app.get('/bingo/current', { schema: { tags, response: { 200: BingoCurrentAnswer } } }, async (request) =>
      currentBingo(requestEm(services), await optionalUser(services, request)),
    );
    app.post(
      '/bingo/tickets',
      {
        schema: {
          tags,
          ...secured,
          headers: IdempotencyHeaders,
          body: BingoBuyBody,
          response: { 200: BingoBuyAnswer },
        },
      },
      async (request) => {
        const userId = await requireUser(services, request);
        return buyBingoTickets(services, userId, idempotencyKey(request), request.body);
      },
    );
    app.post(
      '/bingo/gift',
      { schema: { tags, ...secured, body: BingoGiftBody, response: { 200: BingoGiftAnswer } } },
      async (request) => giftBingoTickets(services, await requireUser(services, request), request.body),
    );
    app.get(
      '/bingo/draws',
      { schema: { tags, querystring: PageQuery, response: { 200: BingoDrawsAnswer } } },
      async (request) => finishedDraws(requestEm(services), await optionalUser(services, request), request.query),
    );
    app.get(
      '/fair/bingo/:drawId',
      { schema: { tags: ['fair'], params: BingoDrawParams, response: { 200: BingoFairAnswer } } },
      async (request) => bingoFairness(requestEm(services), request.params.drawId),
    );
    app.get(
      '/users/current/bingo',
      { schema: { tags, ...secured, querystring: PageQuery, response: { 200: BingoHistoryAnswer } } },
      async (request) => bingoHistory(requestEm(services), await requireUser(services, request), request.query),
    );
    app.get(
      '/users/:id/bingo',
      { schema: { tags, params: UserParams, querystring: PageQuery, response: { 200: BingoHistoryAnswer } } },
      async (request) => bingoHistory(requestEm(services), request.params.id, request.query),
    );
  };
}
