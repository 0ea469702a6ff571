import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CrashBattleAnswer,
  CrashBattleCodeAnswer,
  CrashBattleCodeParams,
  CrashBattleFairAnswer,
  CrashBattleHistoryAnswer,
  CrashBattleIdParams,
  CrashBattleRecentAnswer,
  PageQuery,
} from '@arena/schemas';
import { requireUser } from '../../http/auth-guard';
import { type AppServices, requestEm } from '../../http/services';
import { battleAnswer, battleByCode, battleFairness, battleHistory, recentBattles } from './queries';

const UserParams = z.object({ id: z.string().max(64) });

/**
 * Crash battle reads (the battles themselves are played in game-server rooms): a stored battle, recent
 * finished ones, a private code's battle, fairness data and each player's battle history.
 */
export function crashBattleRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['crashbattle'];
    app.get('/crashbattle/recent', { schema: { tags, response: { 200: CrashBattleRecentAnswer } } }, async () =>
      recentBattles(requestEm(services)),
    );
    app.get(
      '/crashbattle/code/:code',
      { schema: { tags, params: CrashBattleCodeParams, response: { 200: CrashBattleCodeAnswer } } },
      async (request) => battleByCode(requestEm(services), request.params.code),
    );
    app.get(
      '/crashbattle/:id',
      { schema: { tags, params: CrashBattleIdParams, response: { 200: CrashBattleAnswer } } },
      async (request) => battleAnswer(requestEm(services), request.params.id),
    );
    app.get(
      '/fair/crashbattle/:id',
      { schema: { tags: ['fair'], params: CrashBattleIdParams, response: { 200: CrashBattleFairAnswer } } },
      async (request) => battleFairness(requestEm(services), request.params.id),
    );
    app.get(
      '/users/current/crashbattles',
      {
        schema: {
          tags,
          security: [{ bearer: [] }],
          querystring: PageQuery,
          response: { 200: CrashBattleHistoryAnswer },
        },
      },
      async (request) => battleHistory(requestEm(services), await requireUser(services, request), request.query),
    );
    app.get(
      '/users/:id/crashbattles',
      { schema: { tags, params: UserParams, querystring: PageQuery, response: { 200: CrashBattleHistoryAnswer } } },
      async (request) => battleHistory(requestEm(services), request.params.id, request.query),
    );
  };
}
