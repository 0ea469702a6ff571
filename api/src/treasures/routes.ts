import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TreasureActivationAnswer,
  TreasureCardParams,
  TreasureCollectionParams,
  TreasureMegaAnswer,
  TreasureOrder,
  TreasureOrderBody,
  TreasureOrderParams,
  TreasureOrdersAnswer,
  TreasureOrdersQuery,
  TreasureUpgradeAnswer,
  TreasureUpgradeBody,
  TreasuresAnswer,
} from '@arena/schemas';
import { idempotencyKey } from '../commerce/idempotent';
import { requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { jobClock, runPeriodically } from '../jobs';
import { acceptOrder } from './accept';
import { activateCard } from './activation';
import { expireDueOrders } from './expiry';
import { runTreasureJob } from './job';
import { claimMega } from './mega';
import { listOrders, loadOrder } from './order-rows';
import { createOrder, removeOrder } from './orders';
import { treasuresOverview } from './queries';
import { treasureSettingsOf } from './settings';
import { upgradeCards } from './upgrade';

/** The signed-in player, or null for a visitor (collections, the market and order pages are public). */
async function optionalUser(services: AppServices, request: Parameters<typeof requireUser>[1]): Promise<string | null> {
  return request.headers.authorization ? requireUser(services, request) : null;
}

/**
 * Treasures: collections and my cards, activation, upgrade, the Mega Treasure and the orders market. The job draws
 * card drops and expires orders; reads also treat a due order as expired, and a signed-in overview ends the player's
 * own due orders first so their cards show as back in hand.
 */
export function treasureRoutes(services: AppServices): FastifyPluginAsyncZod {
  const { ledger } = services;
  return async (app) => {
    const tags = ['treasures'];
    const security = [{ bearer: [] }];
    runPeriodically(app, {
      name: 'treasures',
      intervalMs: treasureSettingsOf(services).jobIntervalMs,
      run: (now) => runTreasureJob(services, now),
    });

    app.get('/treasures', { schema: { tags, response: { 200: TreasuresAnswer } } }, async (request) => {
      const userId = await optionalUser(services, request);
      const now = jobClock.now();
      if (userId) await ledger.transaction((tx) => expireDueOrders(tx, now, userId));
      return treasuresOverview(requestEm(services), userId, now);
    });
    app.post(
      '/treasures/cards/:id/activate',
      { schema: { tags, security, params: TreasureCardParams, response: { 200: TreasureActivationAnswer } } },
      async (request) => activateCard(ledger, await requireUser(services, request), request.params.id, jobClock.now()),
    );
    app.post(
      '/treasures/upgrade',
      { schema: { tags, security, body: TreasureUpgradeBody, response: { 200: TreasureUpgradeAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return upgradeCards(ledger, userId, idempotencyKey(request), request.body.cardIds, jobClock.now());
      },
    );
    app.post(
      '/treasures/collections/:id/mega',
      { schema: { tags, security, params: TreasureCollectionParams, response: { 200: TreasureMegaAnswer } } },
      async (request) => claimMega(ledger, await requireUser(services, request), request.params.id, jobClock.now()),
    );

    app.get(
      '/treasures/orders',
      { schema: { tags, querystring: TreasureOrdersQuery, response: { 200: TreasureOrdersAnswer } } },
      async (request) => {
        const userId = request.query.scope === 'mine' ? await requireUser(services, request) : null;
        return listOrders(requestEm(services), request.query, userId, jobClock.now());
      },
    );
    app.post(
      '/treasures/orders',
      { schema: { tags, security, body: TreasureOrderBody, response: { 200: TreasureOrder } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return createOrder(ledger, userId, idempotencyKey(request), request.body, jobClock.now());
      },
    );
    app.get(
      '/treasures/orders/:id',
      { schema: { tags, params: TreasureOrderParams, response: { 200: TreasureOrder } } },
      async (request) => loadOrder(requestEm(services), request.params.id, jobClock.now()),
    );
    app.post(
      '/treasures/orders/:id/accept',
      { schema: { tags, security, params: TreasureOrderParams, response: { 200: TreasureOrder } } },
      async (request) => acceptOrder(ledger, await requireUser(services, request), request.params.id, jobClock.now()),
    );
    app.post(
      '/treasures/orders/:id/remove',
      { schema: { tags, security, params: TreasureOrderParams, response: { 200: TreasureOrder } } },
      async (request) => removeOrder(ledger, await requireUser(services, request), request.params.id, jobClock.now()),
    );
  };
}
