import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BonusClaimAnswer,
  BonusStatusAnswer,
  CaptchaChallengeAnswer,
  DailyBonusClaimBody,
  FanAvatarBody,
  FanAvatarListAnswer,
  WheelSpinAnswer,
} from '@arena/schemas';
import { requireAdmin, requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { jobClock } from '../jobs';
import { claimDaily, dailyCaptcha } from './daily';
import { approveAvatar, approvedAvatars, claimFan, revokeAvatar } from './fan';
import { bonusStatus } from './status';
import { spinWheel } from './wheel';

/**
 * The /bonus page: its status, the daily bonus (captcha, then claim), the wheel of fortune, the fan bonus, and the
 * admins' list of approved fan avatars. "Now" is `jobClock` so tests can move time past a period.
 */
export function bonusPageRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['bonus'];
    const security = [{ bearer: [] }];
    app.get('/bonus/status', { schema: { tags, security, response: { 200: BonusStatusAnswer } } }, async (request) =>
      bonusStatus(services, await requireUser(services, request), jobClock.now()),
    );
    app.post(
      '/bonus/daily/captcha',
      { schema: { tags, security, response: { 200: CaptchaChallengeAnswer } } },
      async (request) => dailyCaptcha(services, await requireUser(services, request), jobClock.now()),
    );
    app.post(
      '/bonus/daily/claim',
      { schema: { tags, security, body: DailyBonusClaimBody, response: { 200: BonusClaimAnswer } } },
      async (request) => claimDaily(services, await requireUser(services, request), request.body, jobClock.now()),
    );
    app.post('/bonus/wheel/spin', { schema: { tags, security, response: { 200: WheelSpinAnswer } } }, async (request) =>
      spinWheel(services, await requireUser(services, request), jobClock.now()),
    );
    app.post('/bonus/fan/claim', { schema: { tags, security, response: { 200: BonusClaimAnswer } } }, async (request) =>
      claimFan(services, await requireUser(services, request), jobClock.now()),
    );

    const admin = ['admin', ...tags];
    app.get(
      '/admin/bonus/fan-avatars',
      { schema: { tags: admin, security, response: { 200: FanAvatarListAnswer } } },
      async (request) => {
        await requireAdmin(services, request);
        return { avatars: await approvedAvatars(requestEm(services)) };
      },
    );
    app.post(
      '/admin/bonus/fan-avatars',
      { schema: { tags: admin, security, body: FanAvatarBody, response: { 200: FanAvatarListAnswer } } },
      async (request) => {
        const adminId = await requireAdmin(services, request);
        const em = requestEm(services);
        await approveAvatar(em, adminId, request.body.url, jobClock.now());
        return { avatars: await approvedAvatars(em) };
      },
    );
    app.delete(
      '/admin/bonus/fan-avatars',
      { schema: { tags: admin, security, body: FanAvatarBody, response: { 200: FanAvatarListAnswer } } },
      async (request) => {
        await requireAdmin(services, request);
        const em = requestEm(services);
        await revokeAvatar(em, request.body.url);
        return { avatars: await approvedAvatars(em) };
      },
    );
  };
}
