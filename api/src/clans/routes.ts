import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClanAnswer,
  ClanCaptureAnswer,
  ClanCaptureBody,
  ClanChoiceView,
  ClanIdParams,
  ClanResetAnswer,
  ClanSeasonAnswer,
  ClanSeasonParams,
  ClansAnswer,
} from '@arena/schemas';
import { requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { jobClock, runPeriodically } from '../jobs';
import { captureArea } from './capture';
import { assignChoice, resetClan, startChoice } from './choice';
import { payClanWarSeasons } from './season-end';
import { clanWarJobIntervalMs } from './settings';
import { clanDetail, clansOverview, seasonResults } from './views';

/** Clans (the three-step choice, resets), the clan war (map, captures, ranking) and the job that pays each season once. */
export function clanRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['clans'];
    const security = [{ bearer: [] }];
    app.get('/clans', { schema: { tags, response: { 200: ClansAnswer } } }, async (request) => {
      const userId = request.headers.authorization ? await requireUser(services, request) : null;
      return clansOverview(requestEm(services), userId, jobClock.now());
    });
    app.get(
      '/clans/seasons/:season',
      { schema: { tags, params: ClanSeasonParams, response: { 200: ClanSeasonAnswer } } },
      async (request) => seasonResults(requestEm(services), request.params.season, jobClock.now()),
    );
    app.get(
      '/clans/:clanId',
      { schema: { tags, params: ClanIdParams, response: { 200: ClanAnswer } } },
      async (request) => clanDetail(requestEm(services), request.params.clanId, jobClock.now()),
    );
    app.post(
      '/clans/choice/start',
      { schema: { tags, security, response: { 200: ClanChoiceView } } },
      async (request) => startChoice(services, await requireUser(services, request)),
    );
    app.post(
      '/clans/choice/assign',
      { schema: { tags, security, response: { 200: ClanChoiceView } } },
      async (request) => assignChoice(services, await requireUser(services, request)),
    );
    app.post(
      '/clans/choice/reset',
      { schema: { tags, security, response: { 200: ClanResetAnswer } } },
      async (request) => resetClan(services, await requireUser(services, request)),
    );
    app.post(
      '/clans/war/capture',
      { schema: { tags, security, body: ClanCaptureBody, response: { 200: ClanCaptureAnswer } } },
      async (request) => captureArea(services, await requireUser(services, request), request.body),
    );
    runPeriodically(app, {
      name: 'clan-war-season-end',
      intervalMs: clanWarJobIntervalMs(process.env, services.config.nodeEnv),
      run: (now) => payClanWarSeasons(services, now),
    });
  };
}
