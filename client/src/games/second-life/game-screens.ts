import { lazy } from 'react';
import { lazyScreen } from '../../i18n/lazy-screen';
import type { GameScreens } from '../../navigation/game-module';

/** The screens of the game's rows and its profile history tab (navigation/game-module.ts). */
const screens: GameScreens = {
  game: 'second-life',
  screens: {
    'second-life': lazyScreen(() => import('./SecondLifeScreen')),
  },
  history: { order: 9, labelKey: 'second-life.name', component: lazy(() => import('./SecondLifeHistory')) },
};

export default screens;
