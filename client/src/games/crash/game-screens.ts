import { lazyScreen } from '../../i18n/lazy-screen';
import type { GameScreens } from '../../navigation/game-module';

/** The screens of the game's rows and its profile history tab (navigation/game-module.ts). */
const screens: GameScreens = {
  game: 'crash',
  screens: {
    crash: lazyScreen(() => import('./CrashScreen')),
  },
};

export default screens;
