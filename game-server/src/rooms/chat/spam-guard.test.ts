import { describe, expect, it } from 'vitest';
import { SpamGuard } from './spam-guard';

const SPAM = { key: 'CHAT.SPAM_LIMIT', args: [] };

describe('spam guard', () => {
  it('allows rateCount sends per window, then refuses until the window moves on', () => {
    const guard = new SpamGuard({ rateCount: 3, rateWindowMs: 1000, duplicateWindowMs: 500 });
    expect([1, 2, 3].map((i) => guard.admit('u', `m${i}`, i))).toEqual([null, null, null]);
    expect(guard.admit('u', 'm4', 10)).toEqual(SPAM);
    expect(guard.admit('other', 'm4', 10)).toBeNull();
    expect(guard.admit('u', 'm5', 1002)).toBeNull();
  });

  it('refuses the same text again within the duplicate window, case and spaces aside; stickers are not text', () => {
    const guard = new SpamGuard({ rateCount: 100, rateWindowMs: 1000, duplicateWindowMs: 500 });
    expect(guard.admit('u', 'Hello', 0)).toBeNull();
    expect(guard.admit('u', ' hello ', 100)).toEqual(SPAM);
    expect(guard.admit('u', '', 120)).toBeNull();
    expect(guard.admit('u', '', 130)).toBeNull();
    expect(guard.admit('u', 'hello', 600)).toBeNull();
  });

  it('forgets idle users', () => {
    const guard = new SpamGuard({ rateCount: 1, rateWindowMs: 100, duplicateWindowMs: 100 });
    guard.admit('u', 'a', 0);
    guard.sweep(200);
    expect(guard.admit('u', 'a', 50)).toBeNull();
  });
});
