import { lazy } from 'react';
import { lazyScreen } from '../../i18n/lazy-screen';
import type { GameScreens } from '../../navigation/game-module';

/** The screens of the game's rows and its profile history tab (navigation/game-module.ts). */
const screens: GameScreens = {
  game: 'mines',
  screens: {
    mines: lazyScreen(() => import('./MinesScreen')),
  },
  history: { order: 8, labelKey: 'mines.name', component: lazy(() => import('./MinesHistory')) },
};

export default screens;
