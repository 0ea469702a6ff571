import { describe, expect, it } from 'vitest';
import { BONUS_STAKES } from '../rules/bonus-stakes';
import {
  PAID_OPERATIONS,
  type PaidOperationRule,
  betOperation,
  betRule,
  paidOperationRule,
  usageSourcesOf,
} from './operations';

const rows = Object.entries(PAID_OPERATIONS as Record<string, PaidOperationRule>);

describe('PAID_OPERATIONS', () => {
  it('pauses every row, and counts towards a limit exactly the rows that it refuses, read back from a usage source', () => {
    for (const [operation, rule] of rows) {
      expect({ operation, pause: rule.checks.includes('pause') }).toEqual({ operation, pause: true });
      const limits = rule.checks.filter((check) => check !== 'pause');
      expect({ operation, counts: [...rule.counts].sort() }).toEqual({ operation, counts: [...limits].sort() });
      expect({ operation, usage: rule.usage !== null }).toEqual({ operation, usage: rule.counts.length > 0 });
    }
  });

  it('has a stake row for every game, and every bet is a stake', () => {
    for (const game of Object.keys(BONUS_STAKES))
      expect(paidOperationRule(betOperation(game))).toMatchObject({ path: 'bet', checks: ['pause', 'wager', 'loss'] });
    expect(betRule('a-test-fixture')).toMatchObject({ path: 'bet', checks: ['pause', 'wager', 'loss'], usage: 'bets' });
    expect(paidOperationRule('BINGO_BUY')).toMatchObject({
      path: 'ledger',
      checks: ['pause', 'wager', 'loss'],
      usage: 'bingoTickets',
    });
    expect(paidOperationRule('WITHDRAW')).toBeUndefined();
  });

  it('reads the wager and loss from the bets and the bingo tickets, the deposits from the payments', () => {
    expect(usageSourcesOf('wager')).toEqual(['bets', 'bingoTickets']);
    expect(usageSourcesOf('loss')).toEqual(['bets', 'bingoTickets']);
    expect(usageSourcesOf('deposit')).toEqual(['payments']);
  });
});
