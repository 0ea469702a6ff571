import { lazy } from 'react';
import { lazyScreen } from '../../i18n/lazy-screen';
import type { GameScreens } from '../../navigation/game-module';

/** The screens of the game's rows and its profile history tab (navigation/game-module.ts). */
const screens: GameScreens = {
  game: 'potato',
  screens: {
    potato: lazyScreen(() => import('./PotatoScreen')),
  },
  history: { order: 3, labelKey: 'potato.name', component: lazy(() => import('./PotatoHistory')) },
};

export default screens;
