import type { GameRoutes } from '../../navigation/game-module';

/** The route rows of the game (navigation/game-module.ts). */
const routes: GameRoutes = {
  game: 'crashbattle',
  order: 2,
  rows: [
    {
      id: 'crashbattle',
      path: '/crashbattle',
      titleKey: 'routes.crashbattle.title',
      descriptionKey: 'routes.crashbattle.description',
      leftPanel: true,
      game: {
        href: '/crashbattle',
        nameKey: 'crash-battle.name',
        taglineKey: 'crash-battle.tagline',
        colors: ['#ff9f43', '#7c5cff'],
      },
    },
    {
      id: 'crashbattleBattle',
      path: '/crashbattle/:id',
      titleKey: 'routes.crashbattleBattle.title',
      descriptionKey: 'routes.crashbattleBattle.description',
      leftPanel: true,
    },
  ],
};

export default routes;
