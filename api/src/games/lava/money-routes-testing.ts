import { type MoneyRoute, ownedSkin } from '../../testing/money-route-kit';

/** The game's routes of the exactly-once suite (adversarial/money-routes.ts). */
const routes: MoneyRoute[] = [
  {
    name: 'lava start (one skin)',
    fundCents: 1_000,
    successes: 1,
    prepare: async (t, p) => ({ url: '/api/lava/start', body: { itemIds: [await ownedSkin(t, p)] } }),
  },
];

export default routes;
