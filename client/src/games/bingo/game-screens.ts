import { lazy } from 'react';
import { lazyScreen } from '../../i18n/lazy-screen';
import type { GameScreens } from '../../navigation/game-module';

/** The screens of the game's rows and its profile history tab (navigation/game-module.ts). */
const screens: GameScreens = {
  game: 'bingo',
  screens: {
    bingo: lazyScreen(() => import('./BingoScreen')),
  },
  history: { order: 4, labelKey: 'bingo.name', component: lazy(() => import('./BingoHistory')) },
};

export default screens;
