import { type GameRoutes, globbed } from './game-module';
import type { AppRoute } from './route-types';

/*
 * The route table: ids, paths and flags of every screen the site has. It imports no screen, so links,
 * panels and tiles can read it without pulling screens in (and without an import loop through them); the
 * lazy screens are in `route-screens.ts`, one per id. A new screen is one row here and one line there; a game
 * brings its own rows (`games/<game>/game-routes.ts`, collected below in the games' `order`).
 */
const GAME_ROUTES = globbed(
  import.meta.glob<GameRoutes>('../games/*/game-routes.ts', { eager: true, import: 'default' }),
).sort((a, b) => a.order - b.order);

const SITE = [
  { id: 'home', path: '/', titleKey: 'routes.home.title', descriptionKey: 'routes.home.description', leftPanel: true },
  {
    id: 'games',
    path: '/games',
    titleKey: 'routes.games.title',
    descriptionKey: 'routes.games.description',
    leftPanel: true,
  },
] as const satisfies readonly AppRoute[];

const PAGES = [
  {
    id: 'chat',
    path: '/chat',
    titleKey: 'routes.chat.title',
    descriptionKey: 'routes.chat.description',
    modalOnDesktop: true,
  },
  {
    id: 'shop',
    path: '/shop/:mode?/:onlyReal?',
    titleKey: 'routes.shop.title',
    descriptionKey: 'routes.shop.description',
    modalOnDesktop: true,
  },
  {
    id: 'deposit',
    path: '/deposit',
    titleKey: 'routes.deposit.title',
    descriptionKey: 'routes.deposit.description',
    modalOnDesktop: true,
    requiresAuth: true,
  },
  {
    id: 'withdraw',
    path: '/withdraw',
    titleKey: 'routes.withdraw.title',
    descriptionKey: 'routes.withdraw.description',
    requiresAuth: true,
  },
  {
    id: 'profile',
    path: '/profile/:tab?/:game?',
    titleKey: 'routes.profile.title',
    descriptionKey: 'routes.profile.description',
    requiresAuth: true,
  },
  {
    id: 'user',
    path: '/user/:id/:tab?/:game?',
    titleKey: 'routes.user.title',
    descriptionKey: 'routes.user.description',
  },
  {
    id: 'premium',
    path: '/premium',
    titleKey: 'routes.premium.title',
    descriptionKey: 'routes.premium.description',
    leftPanel: true,
  },
  {
    id: 'leaderboard',
    path: '/leaderboard',
    titleKey: 'routes.leaderboard.title',
    descriptionKey: 'routes.leaderboard.description',
    leftPanel: true,
  },
  { id: 'top', path: '/top', titleKey: 'routes.top.title', descriptionKey: 'routes.top.description', leftPanel: true },
  {
    id: 'minigame',
    path: '/minigame',
    titleKey: 'routes.minigame.title',
    descriptionKey: 'routes.minigame.description',
    leftPanel: true,
  },
  {
    id: 'clans',
    path: '/clans',
    titleKey: 'routes.clans.title',
    descriptionKey: 'routes.clans.description',
    leftPanel: true,
  },
  {
    id: 'bonus',
    path: '/bonus',
    titleKey: 'routes.bonus.title',
    descriptionKey: 'routes.bonus.description',
    marksOpened: 'bonus',
  },
  {
    id: 'giveaway',
    path: '/giveaway',
    titleKey: 'routes.giveaway.title',
    descriptionKey: 'routes.giveaway.description',
    leftPanel: true,
    marksOpened: 'giveaway',
  },
  {
    id: 'faq',
    path: '/faq/:level?',
    titleKey: 'routes.faq.title',
    descriptionKey: 'routes.faq.description',
    modalOnDesktop: true,
  },
  {
    id: 'treasures',
    path: '/treasures/:tab?/:id?',
    titleKey: 'routes.treasures.title',
    descriptionKey: 'routes.treasures.description',
    leftPanel: true,
  },
  {
    id: 'fair',
    path: '/fair',
    titleKey: 'routes.fair.title',
    descriptionKey: 'routes.fair.description',
    leftPanel: true,
  },
  { id: 'tos', path: '/tos', titleKey: 'routes.tos.title', descriptionKey: 'routes.tos.description' },
  { id: 'privacy', path: '/privacy', titleKey: 'routes.privacy.title', descriptionKey: 'routes.privacy.description' },
  {
    id: 'contacts',
    path: '/contacts',
    titleKey: 'routes.contacts.title',
    descriptionKey: 'routes.contacts.description',
  },
  { id: 'streams', path: '/streams', titleKey: 'routes.streams.title', descriptionKey: 'routes.streams.description' },
  { id: 'auth', path: '/auth', titleKey: 'routes.auth.title', descriptionKey: 'routes.auth.description' },
  {
    id: 'authSteam',
    path: '/auth/steam',
    titleKey: 'routes.authSteam.title',
    descriptionKey: 'routes.authSteam.description',
  },
  { id: 'logout', path: '/logout', titleKey: 'routes.logout.title', descriptionKey: 'routes.logout.description' },
  { id: 'ref', path: '/ref/:code', titleKey: 'routes.ref.title', descriptionKey: 'routes.ref.description' },
  {
    id: 'partners',
    path: '/partners',
    titleKey: 'routes.partners.title',
    descriptionKey: 'routes.partners.description',
  },
  {
    id: 'partnerDashboard',
    path: '/partner-dashboard',
    titleKey: 'routes.partnerDashboard.title',
    descriptionKey: 'routes.partnerDashboard.description',
  },
  {
    id: 'admin',
    path: '/admin/:tab?',
    titleKey: 'routes.admin.title',
    descriptionKey: 'routes.admin.description',
    requiresAuth: true,
  },
  { id: 'notFound', path: '/404', titleKey: 'routes.notFound.title', descriptionKey: 'routes.notFound.description' },
] as const satisfies readonly AppRoute[];

/** The ids of the site's own rows (each with a screen in `route-screens.ts`, checked by the compiler). */
export type SiteRouteId = (typeof SITE)[number]['id'] | (typeof PAGES)[number]['id'];

/** Every route's id: the site's, and the games' (their screens come with them; routes.test.ts checks each has one). */
export type RouteId = string;

export const ROUTES: readonly AppRoute<RouteId>[] = [...SITE, ...GAME_ROUTES.flatMap((game) => game.rows), ...PAGES];

/** Games that exist, in table order: the tiles of home and /games. */
export function gameRoutes(routes: readonly AppRoute<RouteId>[] = ROUTES): AppRoute<RouteId>[] {
  return routes.filter((route) => route.game);
}
