import { BONUS_STAKES } from '@arena/schemas';
import type { GameRoutes } from '../../navigation/game-module';

/** The route rows of the game (navigation/game-module.ts). */
const routes: GameRoutes = {
  game: 'mines',
  order: 11,
  rows: [
    {
      id: 'mines',
      path: '/mines',
      titleKey: 'routes.mines.title',
      descriptionKey: 'routes.mines.description',
      leftPanel: true,
      shopPanel: true,
      realItemsOnly: !BONUS_STAKES.mines,
      game: { href: '/mines', nameKey: 'mines.name', taglineKey: 'mines.tagline', colors: ['#2fd67b', '#ff4d5e'] },
    },
  ],
};

export default routes;
