import type { AppRoute } from './route-types';

/*
 * The route table: ids, paths and flags of every screen the site has. It imports no screen, so links,
 * panels and tiles can read it without pulling screens in (and without an import loop through them); the
 * lazy screens are in `route-screens.ts`, one per id. A new screen is one row here and one line there.
 */
const TABLE = [
  { id: 'home', path: '/', titleKey: 'routes.home.title', descriptionKey: 'routes.home.description', leftPanel: true },
  { id: 'games', path: '/games', titleKey: 'routes.games.title', descriptionKey: 'routes.games.description', leftPanel: true },
  {
    id: 'crash',
    path: '/crash/:room',
    titleKey: 'routes.crash.title',
    descriptionKey: 'routes.crash.description',
    leftPanel: true,
    shopPanel: true,
    realItemsOnly: true,
    game: { href: '/crash/classic', nameKey: 'crash.name', taglineKey: 'crash.tagline', colors: ['#7c5cff', '#ff5c6c'] },
  },
  {
    id: 'crashbattle',
    path: '/crashbattle',
    titleKey: 'routes.crashbattle.title',
    descriptionKey: 'routes.crashbattle.description',
    leftPanel: true,
    game: { href: '/crashbattle', nameKey: 'crash-battle.name', taglineKey: 'crash-battle.tagline', colors: ['#ff9f43', '#7c5cff'] },
  },
  {
    id: 'crashbattleBattle',
    path: '/crashbattle/:id',
    titleKey: 'routes.crashbattleBattle.title',
    descriptionKey: 'routes.crashbattleBattle.description',
    leftPanel: true,
  },
  {
    id: 'jackpot',
    path: '/jackpot/:tab?',
    titleKey: 'routes.jackpot.title',
    descriptionKey: 'routes.jackpot.description',
    leftPanel: true,
    shopPanel: true,
    realItemsOnly: true,
    game: { href: '/jackpot', nameKey: 'jackpot.name', taglineKey: 'jackpot.tagline', colors: ['#2ed47a', '#7c5cff'] },
  },
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
  { id: 'bonus', path: '/bonus', titleKey: 'routes.bonus.title', descriptionKey: 'routes.bonus.description', marksOpened: 'bonus' },
  {
    id: 'faq',
    path: '/faq/:level?',
    titleKey: 'routes.faq.title',
    descriptionKey: 'routes.faq.description',
    modalOnDesktop: true,
  },
  { id: 'tos', path: '/tos', titleKey: 'routes.tos.title', descriptionKey: 'routes.tos.description' },
  { id: 'privacy', path: '/privacy', titleKey: 'routes.privacy.title', descriptionKey: 'routes.privacy.description' },
  { id: 'contacts', path: '/contacts', titleKey: 'routes.contacts.title', descriptionKey: 'routes.contacts.description' },
  { id: 'auth', path: '/auth', titleKey: 'routes.auth.title', descriptionKey: 'routes.auth.description' },
  { id: 'authSteam', path: '/auth/steam', titleKey: 'routes.authSteam.title', descriptionKey: 'routes.authSteam.description' },
  { id: 'logout', path: '/logout', titleKey: 'routes.logout.title', descriptionKey: 'routes.logout.description' },
  { id: 'ref', path: '/ref/:code', titleKey: 'routes.ref.title', descriptionKey: 'routes.ref.description' },
  { id: 'notFound', path: '/404', titleKey: 'routes.notFound.title', descriptionKey: 'routes.notFound.description' },
] as const satisfies readonly AppRoute[];

/** Every route's id; `route-screens.ts` must give each one a screen. */
export type RouteId = (typeof TABLE)[number]['id'];

export const ROUTES: readonly AppRoute<RouteId>[] = TABLE;

/** Games that exist, in table order: the tiles of home and /games. */
export function gameRoutes(routes: readonly AppRoute<RouteId>[] = ROUTES): AppRoute<RouteId>[] {
  return routes.filter((route) => route.game);
}
