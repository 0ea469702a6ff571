import { minesPayout } from '@arena/schemas';
import { type MoneyCall, type MoneyRoute, type Player, postWithKey as post } from '../../testing/money-route-kit';
import type { TestPlatform } from '../../testing/test-platform';
import { minesTesting, safeCells } from './mines-testing';

/** A $1 mines round with one gem open: its cash-out pays a fixed amount. */
const MINES_PAYOUT = minesPayout(100, { mines: 3, mode: 'classic', gems: 1, defusedAt: null }).payoutCents;
async function openMinesRound(t: TestPlatform, player: Player): Promise<MoneyCall> {
  const created = await post(t, player, '/api/mines/rounds', { mines: 3, amountCents: 100 }, `mines-${player.id}`);
  const { roundId } = (created.json() as { round: { roundId: string } }).round;
  const board = await minesTesting(t, () => t).boardOf(roundId, 3);
  const opened = await post(
    t,
    player,
    `/api/mines/rounds/${roundId}/open`,
    { cell: safeCells(board)[0] },
    `mines-open-${player.id}`,
  );
  if (opened.statusCode !== 200) throw new Error(`setup open failed: ${opened.body}`);
  return { url: `/api/mines/rounds/${roundId}/take`, body: undefined };
}

/** The game's routes of the exactly-once suite (adversarial/money-routes.ts). */
const routes: MoneyRoute[] = [
  {
    name: 'mines create (one open round)',
    fundCents: 1_050,
    costCents: -100,
    successes: 1,
    prepare: async () => ({ url: '/api/mines/rounds', body: { mines: 3, amountCents: 100 } }),
  },
  {
    name: 'mines cash-out (one round)',
    fundCents: 1_000,
    costCents: MINES_PAYOUT,
    successes: 1,
    prepare: openMinesRound,
  },
];

export default routes;
