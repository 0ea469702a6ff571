import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LeaderboardAnswer,
  LeaderboardHistoryAnswer,
  LeaderboardHistoryQuery,
  TopAnswer,
  TopQuery,
} from '@arena/schemas';
import { requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { jobClock, runPeriodically } from '../jobs';
import { currentLeaderboard } from './current';
import { foldSettledBets } from './fold';
import { leaderboardHistory } from './history';
import { payLeaderboardPrizes } from './prizes';
import { leaderboardIntervals } from './settings';
import { topLists } from './top';

/** The wagering leaderboard (current period, paid history) and /top, the job folding settled bets into their summary, and the one paying each period's prizes once. */
export function leaderboardRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['leaderboard'];
    app.get('/leaderboard', { schema: { tags, response: { 200: LeaderboardAnswer } } }, async (request) => {
      const userId = request.headers.authorization ? await requireUser(services, request) : null;
      return currentLeaderboard(requestEm(services), jobClock.now(), userId);
    });
    app.get(
      '/leaderboard/history',
      { schema: { tags, querystring: LeaderboardHistoryQuery, response: { 200: LeaderboardHistoryAnswer } } },
      async (request) => leaderboardHistory(requestEm(services), request.query.limit),
    );
    app.get('/top', { schema: { tags, querystring: TopQuery, response: { 200: TopAnswer } } }, async (request) =>
      topLists(requestEm(services), request.query.period, jobClock.now()),
    );
    const intervals = leaderboardIntervals(process.env, services.config.nodeEnv);
    runPeriodically(app, { name: 'top-fold', intervalMs: intervals.foldMs, run: () => foldSettledBets(services) });
    runPeriodically(app, {
      name: 'leaderboard-prizes',
      intervalMs: intervals.prizesMs,
      run: (now) => payLeaderboardPrizes(services, now),
    });
  };
}
