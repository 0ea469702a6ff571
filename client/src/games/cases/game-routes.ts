import type { GameRoutes } from '../../navigation/game-module';

/** The route rows of the game (navigation/game-module.ts). */
const routes: GameRoutes = {
  game: 'cases',
  order: 12,
  rows: [
    {
      id: 'cases',
      path: '/cases',
      titleKey: 'routes.cases.title',
      descriptionKey: 'routes.cases.description',
      leftPanel: true,
      hideChat: true,
      game: { href: '/cases', nameKey: 'cases.name', taglineKey: 'cases.tagline', colors: ['#ffb547', '#7c5cff'] },
    },
    {
      id: 'case',
      path: '/case/:id',
      titleKey: 'routes.case.title',
      descriptionKey: 'routes.case.description',
      leftPanel: true,
      hideChat: true,
    },
  ],
};

export default routes;
