import { lazy } from 'react';
import { lazyScreen } from '../../i18n/lazy-screen';
import type { GameScreens } from '../../navigation/game-module';

/** The screens of the game's rows and its profile history tab (navigation/game-module.ts). */
const screens: GameScreens = {
  game: 'roll',
  screens: {
    roll: lazyScreen(() => import('./RollScreen')),
  },
  history: { order: 10, labelKey: 'roll.name', component: lazy(() => import('./RollHistory')) },
};

export default screens;
