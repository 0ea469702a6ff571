import { describe, expect, it } from 'vitest';
import { LEADERBOARD_RULES } from '../rules/leaderboard';
import { leaderboardPeriod, leaderboardPeriodAt, topDays, utcDay } from './periods';

const DAY = 86_400_000;

describe('leaderboard periods', () => {
  it('run Monday 00:00 UTC to the next Monday, the start included and the end not', () => {
    expect(new Date(LEADERBOARD_RULES.anchorMs).getUTCDay()).toBe(1);
    const monday = Date.UTC(2026, 10, 23);
    expect(leaderboardPeriodAt(monday)).toEqual({ index: 151, startsAt: monday, endsAt: monday + 7 * DAY });
    expect(leaderboardPeriodAt(monday - 1).endsAt).toBe(monday);
    expect(leaderboardPeriodAt(monday + 7 * DAY - 1).startsAt).toBe(monday);
    expect(leaderboardPeriod(151)).toEqual(leaderboardPeriodAt(monday));
    expect(leaderboardPeriodAt(LEADERBOARD_RULES.anchorMs - 1).index).toBe(-1);
  });

  it('names UTC days and the days each Top period covers', () => {
    const thursday = Date.UTC(2026, 10, 26, 23, 59);
    expect(utcDay(thursday)).toBe('2026-11-26');
    expect(topDays('day', thursday)).toEqual({ from: '2026-11-26', to: '2026-11-26', fromMs: Date.UTC(2026, 10, 26) });
    expect(topDays('week', thursday)).toEqual({ from: '2026-11-23', to: '2026-11-29', fromMs: Date.UTC(2026, 10, 23) });
    expect(topDays('all', thursday)).toBeNull();
  });
});
