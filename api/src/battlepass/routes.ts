import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BattlepassBundleListAnswer,
  BattlepassBuyAnswer,
  BattlepassBuyBody,
  BattlepassClaimAnswer,
  BattlepassClaimBody,
  BattlepassCreateAnswer,
  BattlepassCreateBody,
  BattlepassIdBody,
  BattlepassLeadersAnswer,
  BattlepassListAnswer,
  BattlepassStateAnswer,
  CalendarAnswer,
  CalendarClaimBody,
} from '@arena/schemas';
import { idempotencyKey } from '../commerce/idempotent';
import { requireAdmin, requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { battlepassLeaders, createBattlepass } from './admin';
import { buyBundle, listBundles } from './bundles';
import { calendarOf, claimCalendarDay } from './calendar';
import { battlepassState, claimLevelReward } from './claims';
import { currentBattlepasses } from './passes';

/** The signed-in player, or null for a visitor (reads work signed out). */
async function optionalUser(services: AppServices, request: Parameters<typeof requireUser>[1]): Promise<string | null> {
  return request.headers.authorization ? requireUser(services, request) : null;
}

/** Battlepass: the spec's three calls (docs/product-rules.md §7) plus the levels track, claims, leaders, the advent calendar and the admin create. */
export function battlepassRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['battlepass'];
    const security = [{ bearer: [] }];
    app.get('/battlepass/current/list', { schema: { tags, response: { 200: BattlepassListAnswer } } }, async () =>
      currentBattlepasses(requestEm(services)),
    );
    app.post(
      '/battlepass/bundle/list',
      { schema: { tags, body: BattlepassIdBody, response: { 200: BattlepassBundleListAnswer } } },
      async (request) => listBundles(requestEm(services), request.body.battlepassId),
    );
    app.post(
      '/battlepass/bundle/buy',
      { schema: { tags, security, body: BattlepassBuyBody, response: { 200: BattlepassBuyAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return buyBundle(services, userId, idempotencyKey(request), request.body);
      },
    );
    app.post(
      '/battlepass/state',
      { schema: { tags, body: BattlepassIdBody, response: { 200: BattlepassStateAnswer } } },
      async (request) =>
        battlepassState(requestEm(services), request.body.battlepassId, await optionalUser(services, request)),
    );
    app.post(
      '/battlepass/rewards/claim',
      { schema: { tags, security, body: BattlepassClaimBody, response: { 200: BattlepassClaimAnswer } } },
      async (request) => claimLevelReward(services, await requireUser(services, request), request.body),
    );
    app.post(
      '/battlepass/leaders',
      { schema: { tags, body: BattlepassIdBody, response: { 200: BattlepassLeadersAnswer } } },
      async (request) => battlepassLeaders(requestEm(services), request.body.battlepassId),
    );
    app.post(
      '/battlepass/calendar',
      { schema: { tags, body: BattlepassIdBody, response: { 200: CalendarAnswer } } },
      async (request) =>
        calendarOf(requestEm(services), request.body.battlepassId, await optionalUser(services, request)),
    );
    app.post(
      '/battlepass/calendar/claim',
      { schema: { tags, security, body: CalendarClaimBody, response: { 200: BattlepassClaimAnswer } } },
      async (request) => claimCalendarDay(services, await requireUser(services, request), request.body),
    );
    app.post(
      '/admin/battlepasses',
      { schema: { tags, security, body: BattlepassCreateBody, response: { 200: BattlepassCreateAnswer } } },
      async (request) => {
        await requireAdmin(services, request);
        return { id: await services.ledger.transaction((tx) => createBattlepass(tx, request.body)) };
      },
    );
  };
}
