import type { GameRoutes } from '../../navigation/game-module';

/** The route rows of the game (navigation/game-module.ts). */
const routes: GameRoutes = {
  game: 'roll',
  order: 9,
  rows: [
    {
      id: 'roll',
      path: '/roll',
      titleKey: 'routes.roll.title',
      descriptionKey: 'routes.roll.description',
      leftPanel: true,
      game: { href: '/roll', nameKey: 'roll.name', taglineKey: 'roll.tagline', colors: ['#e5484d', '#2ed47a'] },
    },
  ],
};

export default routes;
