import type { CalendarDay } from '@arena/schemas';

/**
 * Whether the calendar offers "Open" on a day: the server's answer says the claim would pay (premium, pass active,
 * not before the day of purchase, not taken), and the day has begun by the page's clock (a day that opens
 * while the page is open becomes openable without a reload; the server re-checks the time on the claim).
 */
export function calendarDayOpenable(
  day: Pick<CalendarDay, 'claimable' | 'claimed' | 'opensAt'>,
  nowMs: number,
): boolean {
  return !day.claimed && day.claimable && day.opensAt <= nowMs;
}
