import { lazy } from 'react';
import { lazyScreen } from '../../i18n/lazy-screen';
import type { GameScreens } from '../../navigation/game-module';

/** The screens of the game's rows and its profile history tab (navigation/game-module.ts). */
const screens: GameScreens = {
  game: 'crashbattle',
  screens: {
    crashbattle: lazyScreen(() => import('./LobbyScreen')),
    crashbattleBattle: lazyScreen(() => import('./BattleScreen')),
  },
  history: { order: 1, labelKey: 'crash-battle.name', component: lazy(() => import('./CrashBattleHistory')) },
};

export default screens;
