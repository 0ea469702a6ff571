import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdempotencyHeaders,
  MinesCreateBody,
  MinesCurrentAnswer,
  MinesHistoryAnswer,
  MinesOpenBody,
  MinesRoundAnswer,
  MinesRoundParams,
  PageQuery,
} from '@arena/schemas';
import { idempotencyKey } from '../../commerce/idempotent';
import { requireUser } from '../../http/auth-guard';
import { type AppServices, requestEm } from '../../http/services';
import {
  createMinesRound,
  currentMinesRound,
  defuseMinesRound,
  minesRound,
  openMinesRoundCell,
  takeMinesRound,
} from './play';
import { minesHistory } from './queries';

const UserParams = z.object({ id: z.string().max(64) });
const secured = { security: [{ bearer: [] }] };

/**
 * Mines (a seeded single-player game: the round lives in the database, every step is one request). Every
 * step moves money or may, so each carries an Idempotency-Key: a retry answers what the first call answered.
 */
export function minesRoutes(services: AppServices): FastifyPluginAsyncZod {
  const { ledger } = services;
  return async (app) => {
    const tags = ['mines'];
    const step = {
      tags,
      ...secured,
      headers: IdempotencyHeaders,
      params: MinesRoundParams,
      response: { 200: MinesRoundAnswer },
    };
    app.post(
      '/mines/rounds',
      {
        schema: {
          tags,
          ...secured,
          headers: IdempotencyHeaders,
          body: MinesCreateBody,
          response: { 200: MinesRoundAnswer },
        },
      },
      async (request) => {
        const userId = await requireUser(services, request);
        return createMinesRound(ledger, userId, idempotencyKey(request), request.body);
      },
    );
    app.post('/mines/rounds/:roundId/open', { schema: { ...step, body: MinesOpenBody } }, async (request) => {
      const userId = await requireUser(services, request);
      return openMinesRoundCell(ledger, userId, request.params.roundId, idempotencyKey(request), request.body.cell);
    });
    app.post('/mines/rounds/:roundId/defuse', { schema: step }, async (request) => {
      const userId = await requireUser(services, request);
      return defuseMinesRound(ledger, userId, request.params.roundId, idempotencyKey(request));
    });
    app.post('/mines/rounds/:roundId/take', { schema: step }, async (request) => {
      const userId = await requireUser(services, request);
      return takeMinesRound(ledger, userId, request.params.roundId, idempotencyKey(request));
    });
    app.get(
      '/mines/current',
      { schema: { tags, ...secured, response: { 200: MinesCurrentAnswer } } },
      async (request) => currentMinesRound(ledger, await requireUser(services, request)),
    );
    app.get(
      '/mines/rounds/:roundId',
      { schema: { tags, ...secured, params: MinesRoundParams, response: { 200: MinesRoundAnswer } } },
      async (request) => minesRound(ledger, await requireUser(services, request), request.params.roundId),
    );
    app.get(
      '/users/current/mines',
      { schema: { tags, ...secured, querystring: PageQuery, response: { 200: MinesHistoryAnswer } } },
      async (request) => minesHistory(requestEm(services), await requireUser(services, request), request.query),
    );
    app.get(
      '/users/:id/mines',
      { schema: { tags, params: UserParams, querystring: PageQuery, response: { 200: MinesHistoryAnswer } } },
      async (request) => minesHistory(requestEm(services), request.params.id, request.query),
    );
  };
}
