import type { GameRoutes } from '../../navigation/game-module';

/** The route rows of the game (navigation/game-module.ts). */
const routes: GameRoutes = {
  game: 'bingo',
  order: 7,
  rows: [
    {
      id: 'bingo',
      path: '/bingo/:tab?',
      titleKey: 'routes.bingo.title',
      descriptionKey: 'routes.bingo.description',
      leftPanel: true,
      game: { href: '/bingo', nameKey: 'bingo.name', taglineKey: 'bingo.tagline', colors: ['#ff9f43', '#2ed47a'] },
    },
  ],
};

export default routes;
