import { describe, expect, it } from 'vitest';
import { BalanceNotices } from './balance-notices';

describe('balance notices', () => {
  it('reads a burst of changed players together, and players changed during a read right after it', async () => {
    const reads: string[][] = [];
    let balance = 100;
    let release: () => void = () => undefined;
    const sent: [string, number][] = [];
    const notices = new BalanceNotices(
      async (userIds) => {
        reads.push(userIds);
        const seen = balance;
        if (reads.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return new Map(userIds.map((userId) => [userId, { realCents: seen, bonusCents: 0 }]));
      },
      (userId, message) => sent.push([userId, message.balanceCents]),
      () => undefined,
    );
    notices.changed('a');
    notices.changed('b');
    notices.changed('a');
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toEqual([['a', 'b']]);
    // Changed while the first read runs: read again after it, never by a read that started before the change.
    balance = 250;
    notices.changed('a');
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads).toEqual([['a', 'b'], ['a']]);
    expect(sent).toEqual([
      ['a', 100],
      ['b', 100],
      ['a', 250],
    ]);
  });
});
