import { describe, expect, it } from 'vitest';
import type { LeaderboardAnswer, LeaderboardHistoryAnswer, TopAnswer } from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { TopStore } from '../top/top-store';
import { LeaderboardStore } from './leaderboard-store';
import { dayMs, formatDayRange, formatMultiplier, formatPeriod, gameNameKey } from './leaderboard-views';

const DAY = 86_400_000;
const BOARD: LeaderboardAnswer = {
  startsAt: Date.UTC(2026, 10, 23),
  endsAt: Date.UTC(2026, 10, 30),
  serverNow: Date.UTC(2026, 10, 25),
  prizesCents: [10_000, 5_000],
  standings: [{ rank: 1, userId: 'u1', name: 'alice', avatar: null, wageredCents: 500, prizeCents: 10_000 }],
  me: { rank: 1, wageredCents: 500, prizeCents: 10_000 },
};
const HISTORY: LeaderboardHistoryAnswer = {
  periods: [
    { startsAt: BOARD.startsAt - 7 * DAY, endsAt: BOARD.startsAt, paidAt: BOARD.startsAt + 600_000, winners: [] },
  ],
};

function api(answers: Record<string, unknown>) {
  const calls: string[] = [];
  return {
    calls,
    get: async <T>(path: string) => {
      calls.push(path);
      const answer = answers[path];
      if (answer instanceof Error) throw answer;
      if (answer === undefined) throw new ApiError('GLOBAL.NOT_FOUND', [], 404);
      return answer as T;
    },
  };
}

describe('leaderboard store', () => {
  it('loads the board and the last paid periods; the prize pool is the table summed', async () => {
    const fake = api({ '/leaderboard': BOARD, '/leaderboard/history?limit=4': HISTORY });
    const store = new LeaderboardStore({ api: fake });
    await store.load();
    expect(store.board).toEqual(BOARD);
    expect(store.previous).toEqual(HISTORY.periods[0]);
    expect(store.prizePoolCents).toBe(15_000);
    expect(store.error).toBeNull();
  });

  it('keeps a failure for the screen and forgets it on the next good load', async () => {
    const failing = new ApiError('GLOBAL.INTERNAL_ERROR', [], 500);
    const answers: Record<string, unknown> = { '/leaderboard': failing, '/leaderboard/history?limit=4': HISTORY };
    const store = new LeaderboardStore({ api: api(answers) });
    await store.load();
    expect(store.error).toBe(failing);
    expect(store.board).toBeNull();
    answers['/leaderboard'] = BOARD;
    await store.load();
    expect(store.error).toBeNull();
    expect(store.loading).toBe(false);
  });
});

describe('top store', () => {
  const answer = (period: TopAnswer['period']): TopAnswer => ({
    period,
    fromDay: null,
    toDay: null,
    luckyMinStakeCents: 100,
    biggestWins: [],
    luckiest: [],
    bestPlayers: [],
  });

  it('starts on the week and drops an answer that arrives after another period was chosen', async () => {
    let release: (value: TopAnswer) => void = () => undefined;
    const slow = new Promise<TopAnswer>((resolve) => (release = resolve));
    const store = new TopStore({
      api: {
        get: async <T>(path: string) =>
          path === '/top?period=day' ? ((await slow) as T) : (answer(path.endsWith('all') ? 'all' : 'week') as T),
      },
    });
    expect(store.period).toBe('week');
    const day = store.select('day');
    await store.select('all');
    release(answer('day'));
    await day;
    expect(store.period).toBe('all');
    expect(store.answer?.period).toBe('all');
  });
});

describe('leaderboard views', () => {
  it('formats periods as their first and last UTC day, multipliers with two decimals, and names games', () => {
    expect(formatPeriod(BOARD.startsAt, BOARD.endsAt, 'en')).toBe('Nov 23 – Nov 29');
    expect(formatDayRange(dayMs('2026-11-14'), dayMs('2026-11-20'), 'de')).toBe('14. Nov. – 20. Nov.');
    expect(formatMultiplier(2_345)).toBe('23.45');
    expect(gameNameKey('crashbattle')).toBe('crash-battle.name');
    expect(gameNameKey('plinko')).toBe('plinko.name');
    expect(gameNameKey('sim')).toBeNull();
  });
});
