import { lazy } from 'react';
import type { AppRoute } from './route-types';

/*
 * The route table: every screen the site has, with its flags. Screens load lazily, so a row costs the
 * first route nothing. A new screen is one row here (see client/CONTEXT.md).
 */
const HomeScreen = lazy(() => import('../screens/home/HomeScreen'));
const GamesScreen = lazy(() => import('../screens/games/GamesScreen'));
const ShopScreen = lazy(() => import('../screens/shop/ShopScreen'));
const DepositScreen = lazy(() => import('../screens/wallet/DepositScreen'));
const WithdrawScreen = lazy(() => import('../screens/wallet/WithdrawScreen'));
const ProfileScreen = lazy(() => import('../screens/profile/ProfileScreen'));
const PublicProfileScreen = lazy(() => import('../screens/profile/PublicProfileScreen'));
const BonusScreen = lazy(() => import('../screens/bonus/BonusScreen'));
const FaqScreen = lazy(() => import('../screens/info/FaqScreen'));
const TosScreen = lazy(() => import('../screens/info/TosScreen'));
const PrivacyScreen = lazy(() => import('../screens/info/PrivacyScreen'));
const ContactsScreen = lazy(() => import('../screens/info/ContactsScreen'));
const AuthScreen = lazy(() => import('../screens/auth/AuthScreen'));
const SteamScreen = lazy(() => import('../screens/auth/SteamScreen'));
const LogoutScreen = lazy(() => import('../screens/auth/LogoutScreen'));
const RefScreen = lazy(() => import('../screens/auth/RefScreen'));
const NotFoundScreen = lazy(() => import('../screens/not-found/NotFoundScreen'));
const CrashScreen = lazy(() => import('../games/crash/CrashScreen'));

export const ROUTES: AppRoute[] = [
  { id: 'home', path: '/', screen: HomeScreen, titleKey: 'routes.home.title', descriptionKey: 'routes.home.description', leftPanel: true },
  { id: 'games', path: '/games', screen: GamesScreen, titleKey: 'routes.games.title', descriptionKey: 'routes.games.description', leftPanel: true },
  {
    id: 'crash',
    path: '/crash/:room',
    screen: CrashScreen,
    titleKey: 'routes.crash.title',
    descriptionKey: 'routes.crash.description',
    leftPanel: true,
    shopPanel: true,
    realItemsOnly: true,
    game: { href: '/crash/classic', nameKey: 'crash.name', taglineKey: 'crash.tagline', colors: ['#7c5cff', '#ff5c6c'] },
  },
  {
    id: 'shop',
    path: '/shop/:mode?/:onlyReal?',
    screen: ShopScreen,
    titleKey: 'routes.shop.title',
    descriptionKey: 'routes.shop.description',
    modalOnDesktop: true,
  },
  {
    id: 'deposit',
    path: '/deposit',
    screen: DepositScreen,
    titleKey: 'routes.deposit.title',
    descriptionKey: 'routes.deposit.description',
    modalOnDesktop: true,
    requiresAuth: true,
  },
  {
    id: 'withdraw',
    path: '/withdraw',
    screen: WithdrawScreen,
    titleKey: 'routes.withdraw.title',
    descriptionKey: 'routes.withdraw.description',
    requiresAuth: true,
  },
  {
    id: 'profile',
    path: '/profile/:tab?/:game?',
    screen: ProfileScreen,
    titleKey: 'routes.profile.title',
    descriptionKey: 'routes.profile.description',
    requiresAuth: true,
  },
  {
    id: 'user',
    path: '/user/:id/:tab?/:game?',
    screen: PublicProfileScreen,
    titleKey: 'routes.user.title',
    descriptionKey: 'routes.user.description',
  },
  { id: 'bonus', path: '/bonus', screen: BonusScreen, titleKey: 'routes.bonus.title', descriptionKey: 'routes.bonus.description', marksOpened: 'bonus' },
  {
    id: 'faq',
    path: '/faq/:level?',
    screen: FaqScreen,
    titleKey: 'routes.faq.title',
    descriptionKey: 'routes.faq.description',
    modalOnDesktop: true,
  },
  { id: 'tos', path: '/tos', screen: TosScreen, titleKey: 'routes.tos.title', descriptionKey: 'routes.tos.description' },
  { id: 'privacy', path: '/privacy', screen: PrivacyScreen, titleKey: 'routes.privacy.title', descriptionKey: 'routes.privacy.description' },
  { id: 'contacts', path: '/contacts', screen: ContactsScreen, titleKey: 'routes.contacts.title', descriptionKey: 'routes.contacts.description' },
  { id: 'auth', path: '/auth', screen: AuthScreen, titleKey: 'routes.auth.title', descriptionKey: 'routes.auth.description' },
  { id: 'authSteam', path: '/auth/steam', screen: SteamScreen, titleKey: 'routes.authSteam.title', descriptionKey: 'routes.authSteam.description' },
  { id: 'logout', path: '/logout', screen: LogoutScreen, titleKey: 'routes.logout.title', descriptionKey: 'routes.logout.description' },
  { id: 'ref', path: '/ref/:code', screen: RefScreen, titleKey: 'routes.ref.title', descriptionKey: 'routes.ref.description' },
  { id: 'notFound', path: '/404', screen: NotFoundScreen, titleKey: 'routes.notFound.title', descriptionKey: 'routes.notFound.description' },
];

/** Games that exist, in table order: the tiles of home and /games. */
export function gameRoutes(routes: readonly AppRoute[] = ROUTES): AppRoute[] {
  return routes.filter((route) => route.game);
}
