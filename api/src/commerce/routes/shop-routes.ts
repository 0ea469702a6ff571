import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CatalogHashAnswer,
  IdempotencyHeaders,
  InventoryAnswer,
  ShopBuyBody,
  ShopListAnswer,
  ShopOperationAnswer,
  ShopQuery,
  ShopSellBody,
  ShopSwapBody,
} from '@arena/schemas';
import { requireUser } from '../../http/auth-guard';
import type { AppServices } from '../../http/services';
import { getCatalog, searchShop } from '../catalog/catalog';
import { commerceOf } from '../commerce';
import { idempotencyKey } from '../idempotent';
import { wagerRemainingCents } from '../../ledger/wager/requirement';
import { settleBonusItems } from '../inventory/bonus-items';
import { listInventory } from '../inventory/items';

const secured = { security: [{ bearer: [] }] };

/** Catalog hash, shop listing, inventory, and buying, selling and swapping skins. */
export function shopRoutes(services: AppServices): FastifyPluginAsyncZod {
  const { config, ledger } = services;
  const commerce = commerceOf(services);
  return async (app) => {
    // The sandbox provider and the scheduled jobs run while this app runs.
    app.addHook('onReady', async () => commerce.start(app));
    app.addHook('onClose', async () => commerce.stop());

    app.get('/items/relevant/hash', { schema: { tags: ['shop'], response: { 200: CatalogHashAnswer } } }, async () => {
      const { hash } = getCatalog();
      return { hash, itemsUrl: `${config.cdnBaseUrl}/items/${hash}.json`, cdnBaseUrl: config.cdnBaseUrl };
    });

    app.get(
      '/shop',
      { schema: { tags: ['shop'], querystring: ShopQuery, response: { 200: ShopListAnswer } } },
      async (request) => searchShop(request.query, config.cdnBaseUrl),
    );

    app.get(
      '/inventory',
      { schema: { tags: ['shop'], ...secured, response: { 200: InventoryAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        // Bonus skins that were played enough or ran out of time are settled before the player sees them.
        return ledger.transaction(async (tx) => {
          await settleBonusItems(ledger, tx, { userId });
          return {
            items: await listInventory(tx, userId, config.cdnBaseUrl),
            wagerRemainingCents: await wagerRemainingCents(tx, userId),
          };
        });
      },
    );

    app.post(
      '/shop/buy',
      {
        schema: {
          tags: ['shop'],
          ...secured,
          headers: IdempotencyHeaders,
          body: ShopBuyBody,
          response: { 200: ShopOperationAnswer },
        },
      },
      async (request) => {
        const userId = await requireUser(services, request);
        return commerce.shop.buy(userId, idempotencyKey(request), request.body);
      },
    );

    app.post(
      '/shop/sell',
      {
        schema: {
          tags: ['shop'],
          ...secured,
          headers: IdempotencyHeaders,
          body: ShopSellBody,
          response: { 200: ShopOperationAnswer },
        },
      },
      async (request) => {
        const userId = await requireUser(services, request);
        return commerce.shop.sell(userId, idempotencyKey(request), request.body);
      },
    );

    app.post(
      '/shop/swap',
      {
        schema: {
          tags: ['shop'],
          ...secured,
          headers: IdempotencyHeaders,
          body: ShopSwapBody,
          response: { 200: ShopOperationAnswer },
        },
      },
      async (request) => {
        const userId = await requireUser(services, request);
        return commerce.shop.swap(userId, idempotencyKey(request), request.body);
      },
    );
  };
}
