import { lazy } from 'react';
import { lazyScreen } from '../../i18n/lazy-screen';
import type { GameScreens } from '../../navigation/game-module';

/** The screens of the game's rows and its profile history tab (navigation/game-module.ts). */
const screens: GameScreens = {
  game: 'jackpot',
  screens: {
    jackpot: lazyScreen(() => import('./JackpotScreen')),
  },
  history: { order: 2, labelKey: 'jackpot.name', component: lazy(() => import('./JackpotHistory')) },
};

export default screens;
