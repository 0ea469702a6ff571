import { BONUS_STAKES } from '@arena/schemas';
import type { GameRoutes } from '../../navigation/game-module';

/** The route rows of the game (navigation/game-module.ts). */
const routes: GameRoutes = {
  game: 'lava',
  order: 6,
  rows: [
    {
      id: 'lava',
      path: '/lava',
      titleKey: 'routes.lava.title',
      descriptionKey: 'routes.lava.description',
      leftPanel: true,
      shopPanel: true,
      realItemsOnly: !BONUS_STAKES.lava,
      game: { href: '/lava', nameKey: 'lava.name', taglineKey: 'lava.tagline', colors: ['#ff5a1f', '#ffc23d'] },
    },
  ],
};

export default routes;
