import { BONUS_STAKES } from '@arena/schemas';
import type { GameRoutes } from '../../navigation/game-module';

/** The route rows of the game (navigation/game-module.ts). */
const routes: GameRoutes = {
  game: 'crash',
  order: 1,
  rows: [
    {
      id: 'crash',
      path: '/crash/:room',
      titleKey: 'routes.crash.title',
      descriptionKey: 'routes.crash.description',
      leftPanel: true,
      shopPanel: true,
      realItemsOnly: !BONUS_STAKES.crash,
      game: {
        href: '/crash/classic',
        nameKey: 'crash.name',
        taglineKey: 'crash.tagline',
        colors: ['#7c5cff', '#ff5c6c'],
      },
    },
  ],
};

export default routes;
