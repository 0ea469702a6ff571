import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CashbackAnswer, CashbackClaimAnswer, CashbackIdParams } from '@arena/schemas';
import { requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { jobClock, runPeriodically } from '../jobs';
import { claimCashback } from './claim';
import { runCashbackJob } from './job';
import { cashbackSummary } from './queries';
import { cashbackSettingsOf } from './settings';

/** Weekly cashback: my level, rate and claimable weeks, and claiming one. The weekly job runs here too. */
export function cashbackRoutes(services: AppServices): FastifyPluginAsyncZod {
  const settings = cashbackSettingsOf(services);
  return async (app) => {
    const tags = ['cashback'];
    const security = [{ bearer: [] }];
    runPeriodically(app, {
      name: 'cashback',
      intervalMs: settings.jobIntervalMs,
      run: (now) => runCashbackJob(services, now),
    });

    app.get('/cashback', { schema: { tags, security, response: { 200: CashbackAnswer } } }, async (request) => {
      const userId = await requireUser(services, request);
      return cashbackSummary(requestEm(services), userId, settings.timing, jobClock.now());
    });
    app.post(
      '/cashback/:id/claim',
      { schema: { tags, security, params: CashbackIdParams, response: { 200: CashbackClaimAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return claimCashback(services, userId, request.params.id, jobClock.now());
      },
    );
  };
}
