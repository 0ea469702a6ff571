import type { FastifyPluginAsync } from 'fastify';
import type { RouteModule } from '../http/route-module';
import { cdnPlugin } from '../commerce/catalog/cdn';
import { paymentRoutes } from '../commerce/routes/payment-routes';
import { shopRoutes } from '../commerce/routes/shop-routes';
import { withdrawalRoutes } from '../commerce/routes/withdrawal-routes';
import { chatRoutes } from '../chat/routes';
import { fairCenterRoutes } from '../fair';
import { maintenanceRoutes } from './maintenance';
import { inshopRoutes } from './inshop';
import { adminUserRoutes } from './admin-users';
import { publicProfileRoutes } from './public-profile';
import { GAME_API_ROUTES } from '../games/registry';
import { sitemapPlugin } from './sitemap';
import { battlepassRoutes } from '../battlepass/routes';
import { steamAccountRoutes } from '../steam-account';
import { minigameRoutes } from '../minigame';
import { leaderboardRoutes } from '../leaderboard';
import { giveawayRoutes } from '../giveaways';
import { referralRoutes } from '../referral';
import { promocodeRoutes } from '../promocodes';
import { clanRoutes } from '../clans';
import { treasureRoutes } from '../treasures';
import { cashbackRoutes } from '../cashback';
import { streamRoutes } from '../streams';
import { bonusPageRoutes } from '../bonus-page';
import { responsibleRoutes } from './responsible';
import { adminRoutes } from '../admin';
import { supportRoutes } from '../support';

/** Every game's REST routes, from the games' registry. */
const gameRoutes = Object.values(GAME_API_ROUTES).filter((routes): routes is RouteModule => routes !== null);

/** Route modules beyond sign-in and the user (those are CORE_ROUTES). Each capability adds its own here. */
export const API_ROUTES: RouteModule[] = [
  maintenanceRoutes,
  inshopRoutes,
  adminUserRoutes,
  fairCenterRoutes,
  shopRoutes,
  paymentRoutes,
  withdrawalRoutes,
  publicProfileRoutes,
  ...gameRoutes,
  chatRoutes,
  battlepassRoutes,
  steamAccountRoutes,
  minigameRoutes,
  giveawayRoutes,
  leaderboardRoutes,
  treasureRoutes,
  clanRoutes,
  referralRoutes,
  bonusPageRoutes,
  cashbackRoutes,
  streamRoutes,
  promocodeRoutes,
  responsibleRoutes,
  adminRoutes,
  supportRoutes,
];

/** Root-level plugins (outside `/api`), e.g. the item CDN. */
export const API_ROOT_PLUGINS: FastifyPluginAsync[] = [cdnPlugin, sitemapPlugin];
