import type { FastifyPluginAsync } from 'fastify';
import type { RouteModule } from '../http/app';
import { cdnPlugin } from '../commerce/catalog/cdn';
import { paymentRoutes } from '../commerce/routes/payment-routes';
import { shopRoutes } from '../commerce/routes/shop-routes';
import { withdrawalRoutes } from '../commerce/routes/withdrawal-routes';
import { chatRoutes } from '../chat/routes';
import { crashBattleRoutes } from '../games/crash-battle/routes';
import { jackpotRoutes } from '../games/jackpot/routes';
import { fairRoutes } from './fair';
import { maintenanceRoutes } from './maintenance';
import { publicProfileRoutes } from './public-profile';

/** Route modules beyond sign-in and the user (those are CORE_ROUTES). Each capability adds its own here. */
export const API_ROUTES: RouteModule[] = [maintenanceRoutes, fairRoutes, shopRoutes, paymentRoutes, withdrawalRoutes, publicProfileRoutes, crashBattleRoutes, jackpotRoutes, chatRoutes];

/** Root-level plugins (outside `/api`), e.g. the item CDN. */
export const API_ROOT_PLUGINS: FastifyPluginAsync[] = [cdnPlugin];
