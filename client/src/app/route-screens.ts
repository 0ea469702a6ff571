import { type ComponentType, lazy } from 'react';
import type { RouteId } from './routes';

/*
 * The screen of every route id, loaded lazily so a row costs the first route nothing. Only the router
 * imports this module; anything a screen imports must not, or the screens would import themselves.
 */
export const ROUTE_SCREENS = {
  home: lazy(() => import('../screens/home/HomeScreen')),
  games: lazy(() => import('../screens/games/GamesScreen')),
  crash: lazy(() => import('../games/crash/CrashScreen')),
  crashbattle: lazy(() => import('../games/crash-battle/LobbyScreen')),
  crashbattleBattle: lazy(() => import('../games/crash-battle/BattleScreen')),
  jackpot: lazy(() => import('../games/jackpot/JackpotScreen')),
  chat: lazy(() => import('../screens/chat/ChatScreen')),
  shop: lazy(() => import('../screens/shop/ShopScreen')),
  deposit: lazy(() => import('../screens/wallet/DepositScreen')),
  withdraw: lazy(() => import('../screens/wallet/WithdrawScreen')),
  profile: lazy(() => import('../screens/profile/ProfileScreen')),
  user: lazy(() => import('../screens/profile/PublicProfileScreen')),
  bonus: lazy(() => import('../screens/bonus/BonusScreen')),
  faq: lazy(() => import('../screens/info/FaqScreen')),
  tos: lazy(() => import('../screens/info/TosScreen')),
  privacy: lazy(() => import('../screens/info/PrivacyScreen')),
  contacts: lazy(() => import('../screens/info/ContactsScreen')),
  auth: lazy(() => import('../screens/auth/AuthScreen')),
  authSteam: lazy(() => import('../screens/auth/SteamScreen')),
  logout: lazy(() => import('../screens/auth/LogoutScreen')),
  ref: lazy(() => import('../screens/auth/RefScreen')),
  notFound: lazy(() => import('../screens/not-found/NotFoundScreen')),
} satisfies Record<RouteId, ComponentType>;
