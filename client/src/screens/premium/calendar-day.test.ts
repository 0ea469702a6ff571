import { describe, expect, it } from 'vitest';
import { calendarDayOpenable } from './calendar-day';

describe('the advent calendar "Open" button', () => {
  const now = 1_000_000;
  it('is offered only on an open day the server says the player may claim', () => {
    expect(calendarDayOpenable({ opensAt: now - 1, claimed: false, claimable: true }, now)).toBe(true);
  });
  it('is not offered on a day the claim would refuse (before the purchase, no premium, pass over)', () => {
    expect(calendarDayOpenable({ opensAt: now - 1, claimed: false, claimable: false }, now)).toBe(false);
  });
  it('is not offered on a day not begun yet or already taken', () => {
    expect(calendarDayOpenable({ opensAt: now + 1, claimed: false, claimable: true }, now)).toBe(false);
    expect(calendarDayOpenable({ opensAt: now - 1, claimed: true, claimable: true }, now)).toBe(false);
  });
});
