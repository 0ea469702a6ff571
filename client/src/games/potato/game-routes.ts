import type { GameRoutes } from '../../navigation/game-module';

/** The route rows of the game (navigation/game-module.ts). */
const routes: GameRoutes = {
  game: 'potato',
  order: 10,
  rows: [
    {
      id: 'potato',
      path: '/potato/:table?',
      titleKey: 'routes.potato.title',
      descriptionKey: 'routes.potato.description',
      leftPanel: true,
      game: { href: '/potato', nameKey: 'potato.name', taglineKey: 'potato.tagline', colors: ['#e0a040', '#ff5c6c'] },
    },
  ],
};

export default routes;
