import { type ComponentType, lazy } from 'react';
import { lazyScreen } from '../i18n/lazy-screen';
import { type GameScreens, globbed } from '../navigation/game-module';
import type { RouteId, SiteRouteId } from '../navigation/routes';

/*
 * The screen of every route id, loaded lazily so a row costs the first route nothing; every screen but home (whose
 * texts ship with the shell) also waits for the screens' texts. Only the router
 * imports this module; anything a screen imports must not, or the screens would import themselves.
 */
const SITE_SCREENS = {
  home: lazy(() => import('../screens/home/HomeScreen')),
  games: lazyScreen(() => import('../screens/games/GamesScreen')),
  chat: lazyScreen(() => import('../screens/chat/ChatScreen')),
  shop: lazyScreen(() => import('../screens/shop/ShopScreen')),
  deposit: lazyScreen(() => import('../screens/wallet/DepositScreen')),
  withdraw: lazyScreen(() => import('../screens/wallet/WithdrawScreen')),
  profile: lazyScreen(() => import('../screens/profile/ProfileScreen')),
  user: lazyScreen(() => import('../screens/profile/PublicProfileScreen')),
  bonus: lazyScreen(() => import('../screens/bonus/BonusScreen')),
  giveaway: lazyScreen(() => import('../screens/giveaway/GiveawayScreen')),
  premium: lazyScreen(() => import('../screens/premium/PremiumScreen')),
  leaderboard: lazyScreen(() => import('../screens/leaderboard/LeaderboardScreen')),
  top: lazyScreen(() => import('../screens/top/TopScreen')),
  minigame: lazyScreen(() => import('../screens/minigame/MinigameScreen')),
  clans: lazyScreen(() => import('../screens/clans/ClansScreen')),
  faq: lazyScreen(() => import('../screens/info/FaqScreen')),
  treasures: lazyScreen(() => import('../screens/treasures/TreasuresScreen')),
  fair: lazyScreen(() => import('../screens/fair/FairScreen')),
  tos: lazyScreen(() => import('../screens/info/TosScreen')),
  privacy: lazyScreen(() => import('../screens/info/PrivacyScreen')),
  contacts: lazyScreen(() => import('../screens/info/ContactsScreen')),
  streams: lazyScreen(() => import('../screens/streams/StreamsScreen')),
  auth: lazyScreen(() => import('../screens/auth/AuthScreen')),
  authSteam: lazyScreen(() => import('../screens/auth/SteamScreen')),
  logout: lazyScreen(() => import('../screens/auth/LogoutScreen')),
  ref: lazyScreen(() => import('../screens/auth/RefScreen')),
  partners: lazyScreen(() => import('../screens/partners/PartnersScreen')),
  partnerDashboard: lazyScreen(() => import('../screens/partners/PartnerDashboardScreen')),
  admin: lazyScreen(() => import('../screens/admin/AdminScreen')),
  notFound: lazyScreen(() => import('../screens/not-found/NotFoundScreen')),
} satisfies Record<SiteRouteId, ComponentType>;

/** The screens each game brings for its rows (`games/<game>/game-screens.ts`). */
const GAME_SCREENS = globbed(
  import.meta.glob<GameScreens>('../games/*/game-screens.ts', { eager: true, import: 'default' }),
);

export const ROUTE_SCREENS: Readonly<Record<RouteId, ComponentType>> = Object.assign(
  {},
  SITE_SCREENS,
  ...GAME_SCREENS.map((game) => game.screens),
);

/** The screen of a route id (every row of ROUTES has one: routes.test.ts). */
export function screenOf(id: RouteId): ComponentType {
  const screen = ROUTE_SCREENS[id];
  if (!screen) throw new Error(`route ${id} has no screen`);
  return screen;
}
