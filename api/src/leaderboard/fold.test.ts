import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TopAnswer } from '@arena/schemas';
import { queryRows } from '../db/sql';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { foldSettledBets } from './fold';
import { fund, playBet } from './leaderboard-testing';
import { leaderboardIntervals } from './settings';

let t: TestPlatform;

beforeAll(async () => {
  // The fold job on, fast: the lists follow the ledger without anyone folding by hand.
  process.env.TOP_FOLD_INTERVAL_MS = '50';
  try {
    t = await startTestPlatform();
  } finally {
    delete process.env.TOP_FOLD_INTERVAL_MS;
  }
}, 120_000);

afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

const em = () => t.services.orm.em.fork() as SqlEntityManager;

describe('the summary fold', () => {
  it('runs as a job: a settled win reaches /top without a hand-made fold', async () => {
    const p = await t.signInPlayer('folded', 10_000);
    const bet = await playBet(t.services, {
      userId: p.id,
      source: 'REAL',
      stakeCents: 100,
      outcome: { payoutCents: 250 },
      placedAt: Date.now(),
    });
    let answer: TopAnswer | undefined;
    for (let i = 0; i < 200 && !answer?.biggestWins.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = (await t.app.inject({ method: 'GET', url: '/api/top?period=day' })).json() as TopAnswer;
    }
    expect(answer!.biggestWins.map((row) => [row.betId, row.profitCents])).toEqual([[bet.betId, 150]]);
  });

  it('folds every bet exactly once when folds run side by side with settlements', async () => {
    const players = [await t.signInPlayer('f1'), await t.signInPlayer('f2'), await t.signInPlayer('f3')];
    for (const p of players) await fund(t.services, p.id);
    const day = Date.UTC(2026, 6, 1);
    const settling = Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        playBet(t.services, {
          userId: players[i % 3]!.id,
          source: 'REAL',
          stakeCents: 100 + i,
          outcome: { payoutCents: i * 10 },
          placedAt: day + i * 60_000,
        }),
      ),
    );
    const folding = Promise.all(Array.from({ length: 4 }, () => foldSettledBets(t.services, { batch: 3 })));
    await Promise.all([settling, folding]);
    await foldSettledBets(t.services, { batch: 3 });
    const rows = await queryRows<{ bets: number | string; staked: number | string; paid: number | string }>(
      em(),
      `select sum(settled_bets) as bets, sum(staked_cents) as staked, sum(paid_cents) as paid from top_user_days where day = cast(? as date)`,
      ['2026-07-01'],
    );
    expect(rows.map((r) => [Number(r.bets), Number(r.staked), Number(r.paid)])).toEqual([[30, 30 * 100 + 435, 4_350]]);
    expect(await queryRows(em(), `select bet_id from top_pending`)).toEqual([]);
  });

  it('reads its intervals from the environment, off under test unless asked for', () => {
    expect(leaderboardIntervals({}, 'production')).toEqual({ prizesMs: 60_000, foldMs: 2_000 });
    expect(leaderboardIntervals({}, 'test')).toEqual({ prizesMs: 0, foldMs: 0 });
    expect(leaderboardIntervals({ LEADERBOARD_JOB_INTERVAL_MS: '5', TOP_FOLD_INTERVAL_MS: '0' }, 'production')).toEqual(
      { prizesMs: 5, foldMs: 0 },
    );
    expect(() => leaderboardIntervals({ TOP_FOLD_INTERVAL_MS: '-1' }, 'production')).toThrow('TOP_FOLD_INTERVAL_MS');
  });
});
