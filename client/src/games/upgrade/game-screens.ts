import { lazy } from 'react';
import { lazyScreen } from '../../i18n/lazy-screen';
import type { GameScreens } from '../../navigation/game-module';

/** The screens of the game's rows and its profile history tab (navigation/game-module.ts). */
const screens: GameScreens = {
  game: 'upgrade',
  screens: {
    upgrade: lazyScreen(() => import('./UpgradeScreen')),
  },
  history: { order: 6, labelKey: 'upgrade.name', component: lazy(() => import('./UpgradeHistory')) },
};

export default screens;
