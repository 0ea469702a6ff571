import { lazy } from 'react';
import { lazyScreen } from '../../i18n/lazy-screen';
import type { GameScreens } from '../../navigation/game-module';

/** The screens of the game's rows and its profile history tab (navigation/game-module.ts). */
const screens: GameScreens = {
  game: 'lava',
  screens: {
    lava: lazyScreen(() => import('./LavaScreen')),
  },
  history: { order: 7, labelKey: 'lava.name', component: lazy(() => import('./LavaHistory')) },
};

export default screens;
