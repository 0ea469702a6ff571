import type { GameRoutes } from '../../navigation/game-module';

/** The route rows of the game (navigation/game-module.ts). */
const routes: GameRoutes = {
  game: 'plinko',
  order: 5,
  rows: [
    {
      id: 'plinko',
      path: '/plinko',
      titleKey: 'routes.plinko.title',
      descriptionKey: 'routes.plinko.description',
      leftPanel: true,
      game: { href: '/plinko', nameKey: 'plinko.name', taglineKey: 'plinko.tagline', colors: ['#ff4d8d', '#ffc83d'] },
    },
  ],
};

export default routes;
