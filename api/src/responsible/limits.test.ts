import { describe, expect, it } from 'vitest';
import { RESPONSIBLE_RULES } from '@arena/schemas';
import { changeLimit, limitAt, requestedChanges } from './limits';

const T = 1_700_000_000_000;
const DAY = RESPONSIBLE_RULES.coolingOffMs;
const stored = (cents: number | null, pendingCents: number | null = null, pendingAt: number | null = null) => ({
  kind: 'loss' as const,
  period: 'week' as const,
  cents,
  pendingCents,
  pendingAt,
});

describe('the cooling-off rule', () => {
  it('applies a first limit and a lower one at once, dropping a pending raise', () => {
    expect(changeLimit(undefined, 'loss', 'week', 500, T)).toEqual(stored(500));
    expect(changeLimit(stored(500, 900, T + DAY), 'loss', 'week', 400, T)).toEqual(stored(400));
  });

  it('delays a raise and a removal by 24 h; the same request again keeps its time; the value in force cancels it', () => {
    expect(changeLimit(stored(500), 'loss', 'week', 900, T)).toEqual(stored(500, 900, T + DAY));
    expect(changeLimit(stored(500), 'loss', 'week', null, T)).toEqual(stored(500, null, T + DAY));
    expect(changeLimit(stored(500, 900, T + DAY), 'loss', 'week', 900, T + 5)).toEqual(stored(500, 900, T + DAY));
    expect(changeLimit(stored(500, 900, T + DAY), 'loss', 'week', 1000, T + 5)).toEqual(stored(500, 1000, T + 5 + DAY));
    expect(changeLimit(stored(500, 900, T + DAY), 'loss', 'week', 500, T + 5)).toEqual(stored(500));
  });

  it('reads a matured change as the limit in force', () => {
    expect(limitAt(stored(500, 900, T + DAY), T + DAY - 1)).toEqual({
      cents: 500,
      pending: { cents: 900, appliesAt: T + DAY },
    });
    expect(limitAt(stored(500, null, T + DAY), T + DAY)).toEqual({ cents: null, pending: null });
    // After a matured removal, any limit is a first one again: at once.
    expect(changeLimit(stored(500, null, T + DAY), 'loss', 'week', 2_000, T + DAY)).toEqual(stored(2_000));
  });

  it('lists a body’s changes in a fixed order, null included, omitted periods left out', () => {
    expect(requestedChanges({ loss: { month: null }, deposit: { day: 100 } })).toEqual([
      { kind: 'deposit', period: 'day', cents: 100 },
      { kind: 'loss', period: 'month', cents: null },
    ]);
  });
});
