import { getCatalog } from '../../commerce/catalog/catalog';
import { type MoneyRoute, cheapPrice, ownedSkin } from '../../testing/money-route-kit';

/** The game's routes of the exactly-once suite (adversarial/money-routes.ts). */
const routes: MoneyRoute[] = [
  {
    name: 'upgrade (one skin)',
    fundCents: 1_000,
    successes: 1,
    random: true,
    prepare: async (t, p) => ({
      url: '/api/upgrade',
      body: {
        itemIds: [await ownedSkin(t, p)],
        targetCatalogItemId: getCatalog().items.find((i) => i.priceCents > cheapPrice() * 3)!.id,
      },
    }),
  },
];

export default routes;
