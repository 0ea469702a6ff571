import { lazy } from 'react';
import { lazyScreen } from '../../i18n/lazy-screen';
import type { GameScreens } from '../../navigation/game-module';

/** The screens of the game's rows and its profile history tab (navigation/game-module.ts). */
const screens: GameScreens = {
  game: 'plinko',
  screens: {
    plinko: lazyScreen(() => import('./PlinkoScreen')),
  },
  history: { order: 5, labelKey: 'plinko.name', component: lazy(() => import('./PlinkoHistory')) },
};

export default screens;
