import type { GameRoutes } from '../../navigation/game-module';

/** The route rows of the game (navigation/game-module.ts). */
const routes: GameRoutes = {
  game: 'second-life',
  order: 8,
  rows: [
    {
      id: 'second-life',
      path: '/second-life',
      titleKey: 'routes.second-life.title',
      descriptionKey: 'routes.second-life.description',
      leftPanel: true,
      game: {
        href: '/second-life',
        nameKey: 'second-life.name',
        taglineKey: 'second-life.tagline',
        colors: ['#2ed47a', '#ff5c6c'],
      },
    },
  ],
};

export default routes;
