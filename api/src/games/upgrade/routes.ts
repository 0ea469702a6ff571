import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdempotencyHeaders,
  PageQuery,
  UpgradeAnswer,
  UpgradeBody,
  UpgradeHistoryAnswer,
  UpgradeRecentAnswer,
} from '@arena/schemas';
import { idempotencyKey } from '../../commerce/idempotent';
import { requireUser } from '../../http/auth-guard';
import { type AppServices, requestEm } from '../../http/services';
import { playUpgrade } from './play';
import { recentUpgrades, upgradeHistory } from './queries';

const UserParams = z.object({ id: z.string().max(64) });
const secured = { security: [{ bearer: [] }] };

/** Upgrade: play one (a single-step seeded game, so a REST call is the whole round), the live feed, histories. */
export function upgradeRoutes(services: AppServices): FastifyPluginAsyncZod {
  const { config, ledger } = services;
  return async (app) => {
    const tags = ['upgrade'];
    app.post(
      '/upgrade',
      {
        schema: { tags, ...secured, headers: IdempotencyHeaders, body: UpgradeBody, response: { 200: UpgradeAnswer } },
      },
      async (request) => {
        const userId = await requireUser(services, request);
        return playUpgrade(ledger, config.cdnBaseUrl, userId, idempotencyKey(request), request.body);
      },
    );
    app.get('/upgrade/recent', { schema: { tags, response: { 200: UpgradeRecentAnswer } } }, async () =>
      recentUpgrades(requestEm(services), config.cdnBaseUrl),
    );
    app.get(
      '/users/current/upgrades',
      { schema: { tags, ...secured, querystring: PageQuery, response: { 200: UpgradeHistoryAnswer } } },
      async (request) =>
        upgradeHistory(requestEm(services), config.cdnBaseUrl, await requireUser(services, request), request.query),
    );
    app.get(
      '/users/:id/upgrades',
      { schema: { tags, params: UserParams, querystring: PageQuery, response: { 200: UpgradeHistoryAnswer } } },
      async (request) => upgradeHistory(requestEm(services), config.cdnBaseUrl, request.params.id, request.query),
    );
  };
}
