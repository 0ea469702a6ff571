import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PageQuery,
  PartnersDashboardAnswer,
  PartnersStatsAnswer,
  ReferralAnswer,
  ReferralClaimBody,
  ReferralCodeAnswer,
  ReferralCodeBody,
  ReferralLinkAnswer,
  ReferralListAnswer,
  ReferralSeenAnswer,
  ReferralSeenBody,
} from '@arena/schemas';
import { requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { jobClock, runPeriodically } from '../jobs';
import { changeReferralCode } from './codes';
import { runReferralJob } from './job';
import { applyReferralCode } from './link';
import { partnerStats, referralList, referralSummary } from './queries';
import { referralSettingsOf } from './settings';
import { recordSighting } from './sightings';

/**
 * Referral and affiliate: my code and earnings, my referrals, the partner stats, linking at sign-up (the code /ref
 * stored), "seen from here" (the multi-account signal), a custom code, and where the partners site is. The rewards
 * job (deposit shares, first-deposit bonuses, tier skins, weekly revshare) runs here too.
 */
export function referralRoutes(services: AppServices): FastifyPluginAsyncZod {
  const settings = referralSettingsOf(services);
  return async (app) => {
    const tags = ['referral'];
    const security = [{ bearer: [] }];
    runPeriodically(app, {
      name: 'referral',
      intervalMs: settings.jobIntervalMs,
      run: (now) => runReferralJob(services, now),
    });

    app.get('/referral', { schema: { tags, security, response: { 200: ReferralAnswer } } }, async (request) =>
      referralSummary(requestEm(services), await requireUser(services, request)),
    );
    app.get(
      '/referral/referrals',
      { schema: { tags, security, querystring: PageQuery, response: { 200: ReferralListAnswer } } },
      async (request) => referralList(requestEm(services), await requireUser(services, request), request.query),
    );
    app.post(
      '/referral/claim',
      { schema: { tags, security, body: ReferralClaimBody, response: { 200: ReferralLinkAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return applyReferralCode(services, userId, request.body.code, {
          signUp: true,
          ip: request.ip,
          device: request.body.device,
        });
      },
    );
    app.post(
      '/referral/seen',
      { schema: { tags, security, body: ReferralSeenBody, response: { 200: ReferralSeenAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        await recordSighting(
          requestEm(services),
          services.config.jwtSecret,
          userId,
          { ip: request.ip, device: request.body.device },
          jobClock.now(),
        );
        return { ok: true as const };
      },
    );
    app.put(
      '/referral/code',
      { schema: { tags, security, body: ReferralCodeBody, response: { 200: ReferralCodeAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return { code: await changeReferralCode(requestEm(services), userId, request.body.code) };
      },
    );
    app.get(
      '/partners/stats',
      { schema: { tags, security, response: { 200: PartnersStatsAnswer } } },
      async (request) => partnerStats(requestEm(services), await requireUser(services, request), jobClock.now()),
    );
    app.get('/partners/dashboard', { schema: { tags, response: { 200: PartnersDashboardAnswer } } }, async () => ({
      url: settings.partnersSiteUrl,
    }));
  };
}
