import { describe, expect, it } from 'vitest';
import { BINGO_WEEKLY_ANCHOR_MS, DEFAULT_BINGO_SCHEDULE } from '@arena/schemas';
import { bingoScheduleWords } from './bingo-schedule';

describe('the bingo schedule as the page tells it', () => {
  it("tells the default weekly draw as its weekday and time in the reader's zone", () => {
    expect(bingoScheduleWords(DEFAULT_BINGO_SCHEDULE, 'de', 'Europe/Moscow')).toEqual({
      key: 'bingo.scheduleWeekly',
      day: 'Samstag',
      time: '20:00',
    });
    expect(bingoScheduleWords(DEFAULT_BINGO_SCHEDULE, 'de', 'UTC')).toEqual({
      key: 'bingo.scheduleWeekly',
      day: 'Samstag',
      time: '17:00',
    });
    // English readers get their 12-hour clock (Intl may put a narrow space before PM).
    const en = bingoScheduleWords(DEFAULT_BINGO_SCHEDULE, 'en', 'UTC');
    expect(en).toMatchObject({ key: 'bingo.scheduleWeekly', day: 'Saturday' });
    expect(en.key === 'bingo.scheduleWeekly' && en.time).toMatch(/^5:00\sPM$/u);
  });

  it('tells another weekly day from the configured anchor, not a fixed Saturday', () => {
    const wednesday = { anchorMs: Date.UTC(2026, 0, 7, 9, 30), intervalMs: 7 * 86_400_000 };
    expect(bingoScheduleWords(wednesday, 'fr', 'UTC')).toEqual({
      key: 'bingo.scheduleWeekly',
      day: 'mercredi',
      time: '9:30',
    });
  });

  it("tells any other interval in its largest whole unit, in the reader's language", () => {
    expect(bingoScheduleWords({ anchorMs: BINGO_WEEKLY_ANCHOR_MS, intervalMs: 3_600_000 }, 'en')).toEqual({
      key: 'bingo.scheduleInterval',
      every: '1 hour',
    });
    expect(bingoScheduleWords({ anchorMs: 0, intervalMs: 90_000 }, 'en')).toEqual({
      key: 'bingo.scheduleInterval',
      every: '90 seconds',
    });
    expect(bingoScheduleWords({ anchorMs: 0, intervalMs: 14 * 86_400_000 }, 'en')).toEqual({
      key: 'bingo.scheduleInterval',
      every: '2 weeks',
    });
    expect(bingoScheduleWords({ anchorMs: 0, intervalMs: 5 * 60_000 }, 'ru')).toEqual({
      key: 'bingo.scheduleInterval',
      every: '5 минут',
    });
  });
});
