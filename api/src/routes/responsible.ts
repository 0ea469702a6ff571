import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ResponsibleExclusionBody,
  ResponsibleGamingAnswer,
  ResponsibleGamingQuery,
  ResponsibleLimitsBody,
  ResponsibleRealityCheckBody,
  ResponsibleTimeoutBody,
} from '@arena/schemas';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { jobClock } from '../jobs';
import { changeLimits, responsibleSummary, setRealityCheck, startExclusion, startTimeout } from '../responsible/state';

/**
 * `/api/responsible-gaming`: my limits, timeout, self-exclusion and reality-check interval. Every change answers the
 * new state. The clock is `jobClock`, so tests move time instead of waiting out the 24 h cooling-off.
 */
export function responsibleRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['responsible-gaming'];
    const security = [{ bearer: [] }];
    const response = { 200: ResponsibleGamingAnswer };
    /** Runs a change in one transaction, then answers the state after it. */
    const change = async (userId: string, work: (tx: SqlEntityManager, now: number) => Promise<void>) => {
      const now = jobClock.now();
      await services.ledger.transaction((tx) => work(tx, now));
      return responsibleSummary(requestEm(services), userId, now);
    };

    app.get(
      '/responsible-gaming',
      { schema: { tags, security, querystring: ResponsibleGamingQuery, response } },
      async (request) => {
        const userId = await requireUser(services, request);
        return responsibleSummary(requestEm(services), userId, jobClock.now(), request.query.sessionStart);
      },
    );
    app.put(
      '/responsible-gaming/limits',
      { schema: { tags, security, body: ResponsibleLimitsBody, response } },
      async (request) => {
        const userId = await requireUser(services, request);
        return change(userId, (tx, now) => changeLimits(tx, userId, request.body, now));
      },
    );
    app.post(
      '/responsible-gaming/timeout',
      { schema: { tags, security, body: ResponsibleTimeoutBody, response } },
      async (request) => {
        const userId = await requireUser(services, request);
        return change(userId, (tx, now) => startTimeout(tx, userId, request.body.hours, now));
      },
    );
    app.post(
      '/responsible-gaming/self-exclusion',
      { schema: { tags, security, body: ResponsibleExclusionBody, response } },
      async (request) => {
        const userId = await requireUser(services, request);
        // Every other device is signed out in the same transaction; this session stays, and the guard leaves it only
        // reads and withdrawals (as any later sign-in) until the exclusion ends.
        let revokedIds: string[] = [];
        const answer = await change(userId, async (tx, now) => {
          await startExclusion(tx, userId, request.body.months, now);
          revokedIds = await services.sessions.revokeAllIn(tx, userId, request.sessionId);
        });
        await services.sessions.announce(revokedIds);
        return answer;
      },
    );
    app.put(
      '/responsible-gaming/reality-check',
      { schema: { tags, security, body: ResponsibleRealityCheckBody, response } },
      async (request) => {
        const userId = await requireUser(services, request);
        return change(userId, (tx) => setRealityCheck(tx, userId, request.body.minutes));
      },
    );
  };
}
