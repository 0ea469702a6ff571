import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GiveawayDetailAnswer, GiveawayIdParams, GiveawayListAnswer, GiveawaySummary } from '@arena/schemas';
import { requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { jobClock, runPeriodically } from '../jobs';
import { runGiveawayJob } from './job';
import { joinGiveaway } from './join';
import { openCurrentGiveaways } from './open';
import { giveawayDetail, giveawaySummary, listGiveaways } from './queries';
import { giveawaySettingsOf } from './settings';

/** The signed-in player, or null for a visitor (the lists are public). */
async function optionalUser(services: AppServices, request: Parameters<typeof requireUser>[1]): Promise<string | null> {
  return request.headers.authorization ? requireUser(services, request) : null;
}

/**
 * Giveaways: the running ones and past winners, one giveaway with its participants and (once drawn) its seed, and
 * joining. The list opens a type's current giveaway itself if the job has not yet (it is off in tests and may lag a
 * tick behind a period's start), so the page never shows a gap between two giveaways.
 */
export function giveawayRoutes(services: AppServices): FastifyPluginAsyncZod {
  const { config } = services;
  return async (app) => {
    const tags = ['giveaways'];
    const security = [{ bearer: [] }];
    runPeriodically(app, {
      name: 'giveaways',
      intervalMs: giveawaySettingsOf(services).jobIntervalMs,
      run: (now) => runGiveawayJob(services, now),
    });

    app.get('/giveaways', { schema: { tags, response: { 200: GiveawayListAnswer } } }, async (request) => {
      const userId = await optionalUser(services, request);
      const now = jobClock.now();
      await openCurrentGiveaways(services, giveawaySettingsOf(services), now);
      return listGiveaways(requestEm(services), config.cdnBaseUrl, userId, now);
    });
    app.get(
      '/giveaways/:id',
      { schema: { tags, params: GiveawayIdParams, response: { 200: GiveawayDetailAnswer } } },
      async (request) =>
        giveawayDetail(
          requestEm(services),
          config.cdnBaseUrl,
          request.params.id,
          await optionalUser(services, request),
        ),
    );
    app.post(
      '/giveaways/:id/join',
      { schema: { tags, security, params: GiveawayIdParams, response: { 200: GiveawaySummary } } },
      async (request) => {
        const userId = await requireUser(services, request);
        await joinGiveaway(services, userId, request.params.id, jobClock.now());
        return giveawaySummary(requestEm(services), config.cdnBaseUrl, request.params.id, userId);
      },
    );
  };
}
