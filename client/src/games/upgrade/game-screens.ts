import { lazy } from 'react';
import { lazyScreen } from '../../i18n/lazy-screen';
import type { GameScreens } from '../game-module';

/** The screens of the game's rows and its profile history tab (games/game-module.ts). */
const screens: GameScreens = {
  game: 'upgrade',
  screens: {
    upgrade: lazyScreen(() => import('./UpgradeScreen')),
  },
  history: { order: 6, labelKey: 'upgrade.name', component: lazy(() => import('./UpgradeHistory')) },
};

export default screens;
