import { type ComponentType, lazy } from 'react';
import { lazyScreen } from '../i18n/lazy-screen';
import type { RouteId } from './routes';

/*
 * The screen of every route id, loaded lazily so a row costs the first route nothing; every screen but home (whose
 * texts ship with the shell) also waits for the screens' texts. Only the router
 * imports this module; anything a screen imports must not, or the screens would import themselves.
 */
export const ROUTE_SCREENS = {
  home: lazy(() => import('../screens/home/HomeScreen')),
  games: lazyScreen(() => import('../screens/games/GamesScreen')),
  crash: lazyScreen(() => import('../games/crash/CrashScreen')),
  crashbattle: lazyScreen(() => import('../games/crash-battle/LobbyScreen')),
  crashbattleBattle: lazyScreen(() => import('../games/crash-battle/BattleScreen')),
  jackpot: lazyScreen(() => import('../games/jackpot/JackpotScreen')),
  potato: lazyScreen(() => import('../games/potato/PotatoScreen')),
  bingo: lazyScreen(() => import('../games/bingo/BingoScreen')),
  upgrade: lazyScreen(() => import('../games/upgrade/UpgradeScreen')),
  cases: lazyScreen(() => import('../games/cases/CasesScreen')),
  case: lazyScreen(() => import('../games/cases/CaseScreen')),
  plinko: lazyScreen(() => import('../games/plinko/PlinkoScreen')),
  lava: lazyScreen(() => import('../games/lava/LavaScreen')),
  mines: lazyScreen(() => import('../games/mines/MinesScreen')),
  'second-life': lazyScreen(() => import('../games/second-life/SecondLifeScreen')),
  roll: lazyScreen(() => import('../games/roll/RollScreen')),
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
} satisfies Record<RouteId, ComponentType>;
