import type { GameRoutes } from '../../navigation/game-module';

/** The route rows of the game (navigation/game-module.ts). */
const routes: GameRoutes = {
  game: 'jackpot',
  order: 3,
  rows: [
    {
      id: 'jackpot',
      path: '/jackpot/:tab?',
      titleKey: 'routes.jackpot.title',
      descriptionKey: 'routes.jackpot.description',
      leftPanel: true,
      shopPanel: true,
      realItemsOnly: true,
      game: {
        href: '/jackpot',
        nameKey: 'jackpot.name',
        taglineKey: 'jackpot.tagline',
        colors: ['#2ed47a', '#7c5cff'],
      },
    },
  ],
};

export default routes;
