import { lazy } from 'react';
import { lazyScreen } from '../../i18n/lazy-screen';
import type { GameScreens } from '../../navigation/game-module';

/** The screens of the game's rows and its profile history tab (navigation/game-module.ts). */
const screens: GameScreens = {
  game: 'cases',
  screens: {
    cases: lazyScreen(() => import('./CasesScreen')),
    case: lazyScreen(() => import('./CaseScreen')),
  },
  history: { order: 11, labelKey: 'cases.name', component: lazy(() => import('./CasesHistory')) },
};

export default screens;
