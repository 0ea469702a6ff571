import type { MoneyRoute } from '../../testing/money-route-kit';

/** The game's routes of the exactly-once suite (adversarial/money-routes.ts). */
const routes: MoneyRoute[] = [
  {
    name: 'plinko drop',
    fundCents: 1_000,
    random: true,
    prepare: async () => ({ url: '/api/plinko/drop', body: { amountCents: 100, rows: 8, risk: 'low' } }),
  },
];

export default routes;
