import type { BingoCurrentAnswer, Language } from '@arena/schemas';
import { localeTag } from '../../i18n/format';

type Schedule = BingoCurrentAnswer['schedule'];

const WEEK_MS = 7 * 86_400_000;
/** Units Intl can spell, largest first: an interval is told in the largest one that divides it exactly. */
const UNITS = [
  ['week', WEEK_MS],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
] as const;

export type BingoScheduleWords =
  { key: 'bingo.scheduleWeekly'; day: string; time: string } | { key: 'bingo.scheduleInterval'; every: string };

/**
 * The configured draw schedule in the reader's words: a weekly schedule as its weekday and time in the reader's time zone, any other as its interval.
 * `timeZone` is for tests; the page uses the browser's.
 */
export function bingoScheduleWords(schedule: Schedule, language: Language, timeZone?: string): BingoScheduleWords {
  const tag = localeTag(language);
  if (schedule.intervalMs === WEEK_MS) {
    return {
      key: 'bingo.scheduleWeekly',
      day: new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone }).format(schedule.anchorMs),
      time: new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone }).format(schedule.anchorMs),
    };
  }
  const [unit, unitMs] = UNITS.find(([, ms]) => schedule.intervalMs % ms === 0) ?? UNITS[UNITS.length - 1]!;
  const count = Math.max(1, Math.round(schedule.intervalMs / unitMs));
  return {
    key: 'bingo.scheduleInterval',
    every: new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long' }).format(count),
  };
}
