import { describe, expect, it } from 'vitest';
import { msToReachHundredths } from '@arena/schemas';
import { BattleRound } from './battle-round';

describe('a battle round', () => {
  it('prices a manual cash-out at the server time it arrived, and refuses it before the curve and after the crash', () => {
    const round = new BattleRound(1, 250, [null, null]);
    expect(round.cashOut(0, 0)).toEqual({ ok: false, key: 'CRASH.GAME_STARTED' });
    round.running = true;
    const at150 = msToReachHundredths(150);
    expect(round.cashOut(0, at150)).toEqual({ ok: true, exit: { seat: 0, hundredths: 150, reason: 'MANUAL' } });
    expect(round.cashOut(0, at150 + 10)).toEqual({ ok: false, key: 'CRASH.WITHDRAW_WITHOUT_PLAY' });
    expect(round.cashOut(1, round.crashMs)).toEqual({ ok: false, key: 'CRASH.WITHDRAW_AFTER_CRASH' });
    expect(round.crash()).toEqual([150, 0]);
  });

  it('pays a target passed before a late message exactly its own point', () => {
    const round = new BattleRound(1, 500, [120, null]);
    round.running = true;
    expect(round.cashOut(0, msToReachHundredths(200))).toEqual({
      ok: true,
      exit: { seat: 0, hundredths: 120, reason: 'AUTO' },
    });
  });

  it('lets targets below the crash leave on time, lowest first, and never a target at or past the crash', () => {
    const round = new BattleRound(1, 300, [200, 150, 300, null]);
    round.running = true;
    expect(round.dueExits(msToReachHundredths(149))).toEqual([]);
    expect(round.dueExits(round.crashMs)).toEqual([
      { seat: 1, hundredths: 150, reason: 'AUTO' },
      { seat: 0, hundredths: 200, reason: 'AUTO' },
    ]);
    expect(round.crash()).toEqual([200, 150, 0, 0]);
  });

  it('follows a target changed mid-round (a player dropping to auto-play)', () => {
    const round = new BattleRound(1, 400, [null]);
    round.running = true;
    round.setTarget(0, 200);
    expect(round.dueExits(msToReachHundredths(250))).toEqual([{ seat: 0, hundredths: 200, reason: 'AUTO' }]);
  });

  it('is decided once every seat has left or plays a target nobody can change', () => {
    const round = new BattleRound(1, 10_000, [150, null, 3_000]);
    round.running = true;
    // Seat 1 is a present player: they may still cash out, so the curve goes on.
    expect(round.isDecided([true, false, true])).toBe(false);
    round.cashOut(1, msToReachHundredths(120));
    expect(round.isDecided([true, false, true])).toBe(true);
  });
});
