import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, LANGUAGES } from '@arena/schemas';
import { externalShopAddress } from '../config-community';
import type { AppServices } from '../http/services';

/** `lang`: one of the 11 site languages (anything else is GLOBAL.BAD_REQUEST); English when absent. */
export const InshopQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

/**
 * docs/product-rules.md §7, browser navigation `/auth/inshop?lang={lang}` (under `/api` like `/api/auth/steam`):
 * sends the browser on to the external shop of EXTERNAL_SHOP_URL in the player's language. Without a shop configured the
 * address does not exist (GLOBAL.NOT_FOUND), and the header shows no link to it.
 */
export function inshopRoutes(services: Pick<AppServices, 'config'>): FastifyPluginAsyncZod {
  const { externalShopUrl } = services.config;
  return async (app) => {
    app.get('/auth/inshop', { schema: { tags: ['auth'], querystring: InshopQuery } }, async (request, reply) => {
      if (externalShopUrl === undefined) throw new AppError('GLOBAL.NOT_FOUND');
      return reply.redirect(externalShopAddress(externalShopUrl, request.query.lang ?? 'en'), 302);
    });
  };
}
