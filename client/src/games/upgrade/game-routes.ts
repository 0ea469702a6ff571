import { BONUS_STAKES } from '@arena/schemas';
import type { GameRoutes } from '../../navigation/game-module';

/** The route rows of the game (navigation/game-module.ts). */
const routes: GameRoutes = {
  game: 'upgrade',
  order: 4,
  rows: [
    {
      id: 'upgrade',
      path: '/upgrade',
      titleKey: 'routes.upgrade.title',
      descriptionKey: 'routes.upgrade.description',
      leftPanel: true,
      shopPanel: true,
      realItemsOnly: !BONUS_STAKES.upgrade,
      game: {
        href: '/upgrade',
        nameKey: 'upgrade.name',
        taglineKey: 'upgrade.tagline',
        colors: ['#2ed47a', '#ffb547'],
      },
    },
  ],
};

export default routes;
