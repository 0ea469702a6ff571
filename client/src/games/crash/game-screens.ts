import { lazyScreen } from '../../i18n/lazy-screen';
import type { GameScreens } from '../game-module';

/** The screens of the game's rows and its profile history tab (games/game-module.ts). */
const screens: GameScreens = {
  game: 'crash',
  screens: {
    crash: lazyScreen(() => import('./CrashScreen')),
  },
};

export default screens;
