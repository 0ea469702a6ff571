import { describe, expect, it } from 'vitest';
import { msToReachHundredths } from '@arena/schemas';
import { CrashRound } from './round';
import { type PayoutRules, cappedPayout, forcePoint, maxWinPoint } from './payouts';

const RULES: PayoutRules = { maxWinCents: 2000_00, bankrollCapCents: 1_000_000_00 };
const at = (hundredths: number) => msToReachHundredths(hundredths);

function round(crashPoint: number, rules: PayoutRules = RULES): CrashRound {
  return new CrashRound('r1', crashPoint, rules);
}

function bet(r: CrashRound, userId: string, stakeCents: number, auto: number | null = null) {
  return r.addBet({
    betId: `bet-${userId}`,
    userId,
    source: 'REAL',
    stakeCents,
    itemCount: 0,
    autoCashOutHundredths: auto,
  });
}

describe('betting', () => {
  it('takes one bet per player while betting is open', () => {
    const r = round(300);
    expect(r.betRefusal('a')).toBeNull();
    r.placing.add('a');
    expect(r.betRefusal('a')).toBe('CRASH.ALREADY_IN_GAME');
    r.placing.delete('a');
    bet(r, 'a', 100);
    expect(r.betRefusal('a')).toBe('CRASH.ALREADY_IN_GAME');
    r.closeBetting();
    expect(r.betRefusal('b')).toBe('CRASH.GAME_STARTED');
    r.start();
    expect(r.betRefusal('b')).toBe('CRASH.GAME_STARTED');
  });
});

describe('cash-out', () => {
  it('pays the multiplier of the moment the message arrived, floored', () => {
    const r = round(500);
    bet(r, 'a', 1234);
    r.closeBetting();
    expect(r.cashOut('a', 10)).toEqual({ ok: false, key: 'CRASH.WITHDRAW_WITHOUT_PLAY' });
    r.start();
    const result = r.cashOut('a', at(237) + 0.4);
    expect(result).toEqual({
      ok: true,
      exit: {
        userId: 'a',
        betId: 'bet-a',
        hundredths: 237,
        payoutCents: Math.floor((1234 * 237) / 100),
        reason: 'MANUAL',
      },
    });
    expect(r.cashOut('a', at(300))).toEqual({ ok: false, key: 'CRASH.WITHDRAW_WITHOUT_PLAY' });
  });

  it('refuses after the crash moment even before the room has announced it, and without a bet', () => {
    const r = round(200);
    bet(r, 'a', 100);
    r.closeBetting();
    r.start();
    expect(r.cashOut('a', at(200))).toEqual({ ok: false, key: 'CRASH.WITHDRAW_AFTER_CRASH' });
    expect(r.cashOut('a', at(200) - 1)).toMatchObject({ ok: true, exit: { hundredths: 199 } });
    expect(r.cashOut('nobody', 5)).toEqual({ ok: false, key: 'CRASH.WITHDRAW_WITHOUT_PLAY' });
    expect(r.crash()).toEqual([]);
    expect(r.cashOut('nobody', 5)).toEqual({ ok: false, key: 'CRASH.WITHDRAW_WITHOUT_PLAY' });
  });

  it('a crash at 1.00× leaves no moment to cash out', () => {
    const r = round(100);
    bet(r, 'a', 100, 101);
    r.closeBetting();
    r.start();
    expect(r.crashMs).toBe(0);
    expect(r.cashOut('a', 0)).toEqual({ ok: false, key: 'CRASH.WITHDRAW_AFTER_CRASH' });
    expect(r.dueExits(0)).toEqual([]);
    expect(r.crash().map((b) => b.userId)).toEqual(['a']);
  });
});

describe('auto-take', () => {
  it('pays exactly its target when the crash point is above it, however late the tick', () => {
    const r = round(200);
    bet(r, 'a', 1000, 150);
    bet(r, 'b', 1000, 199);
    bet(r, 'c', 1000, 200);
    r.closeBetting();
    r.start();
    expect(r.dueExits(at(150) - 1)).toEqual([]);
    const late = r.dueExits(at(200) + 5000);
    expect(late.map((e) => [e.userId, e.hundredths, e.payoutCents, e.reason])).toEqual([
      ['a', 150, 1500, 'AUTO'],
      ['b', 199, 1990, 'AUTO'],
    ]);
    // A target equal to the crash point is not reached: the round crashes at it.
    expect(r.crash().map((b) => b.userId)).toEqual(['c']);
  });

  it('a manual cash-out arriving after the target passed pays the target, not more', () => {
    const r = round(1000);
    bet(r, 'a', 1000, 150);
    r.closeBetting();
    r.start();
    expect(r.cashOut('a', at(300))).toMatchObject({
      ok: true,
      exit: { hundredths: 150, payoutCents: 1500, reason: 'AUTO' },
    });
  });
});

describe('limits', () => {
  it('cashes a player out when the round profit reaches the max win', () => {
    const r = round(1000);
    bet(r, 'a', 1000_00);
    r.closeBetting();
    r.start();
    expect(maxWinPoint(1000_00, RULES)).toBe(300);
    const [exit] = r.dueExits(at(400));
    expect(exit).toMatchObject({ userId: 'a', hundredths: 300, payoutCents: 3000_00, reason: 'MAX_WIN' });
    expect(cappedPayout(7, 100_000_000, RULES)).toBe(7 + 2000_00);
    expect(maxWinPoint(3, RULES)).toBe(Math.ceil(((3 + 2000_00) * 100) / 3));
  });

  it('the bankroll cap force-cashes everyone still in, and a manual cash-out pushes the force point up', () => {
    const rules = { ...RULES, bankrollCapCents: 100_00 };
    const r = round(1000, rules);
    bet(r, 'a', 100_00);
    bet(r, 'b', 100_00);
    r.closeBetting();
    r.start();
    expect(r.forcePointHundredths).toBe(150);
    expect(r.cashOut('a', at(120))).toMatchObject({ ok: true, exit: { hundredths: 120, payoutCents: 120_00 } });
    expect(r.forcePointHundredths).toBe(180);
    expect(r.dueExits(at(500))).toEqual([
      { userId: 'b', betId: 'bet-b', hundredths: 180, payoutCents: 180_00, reason: 'BANKROLL' },
    ]);
  });

  it('cash-outs in a row that never read the force point in between still exit where the true point says', () => {
    const r = round(1000, { ...RULES, bankrollCapCents: 100_00 });
    for (const userId of ['a', 'b', 'c']) bet(r, userId, 100_00);
    r.closeBetting();
    r.start();
    expect(r.forcePointHundredths).toBe(133);
    expect(r.cashOut('a', at(120))).toMatchObject({ ok: true, exit: { hundredths: 120, reason: 'MANUAL' } });
    // Above the point before a's cash-out (133), below the one after it (140): a manual exit, not the cap's.
    expect(r.cashOut('b', at(139))).toMatchObject({
      ok: true,
      exit: { hundredths: 139, payoutCents: 139_00, reason: 'MANUAL' },
    });
    expect(r.forcePointHundredths).toBe(141);
    expect(r.dueExits(at(500))).toEqual([
      { userId: 'c', betId: 'bet-c', hundredths: 141, payoutCents: 141_00, reason: 'BANKROLL' },
    ]);
  });

  it('a bankroll cap out of reach sets no force point', () => {
    expect(
      forcePoint([{ stakeCents: 100, personalExitHundredths: 200, fixedPayoutCents: null }], {
        maxWinCents: 2000_00,
        bankrollCapCents: 100,
      }),
    ).toBeNull();
    expect(
      forcePoint([{ stakeCents: 100, personalExitHundredths: 200, fixedPayoutCents: null }], {
        maxWinCents: 2000_00,
        bankrollCapCents: 99,
      }),
    ).toBe(199);
    expect(forcePoint([], RULES)).toBeNull();
  });
});
