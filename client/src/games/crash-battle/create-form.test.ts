import { describe, expect, it } from 'vitest';
import { CRASH_BATTLE_RULES } from '@arena/schemas';
import { buildBattle, parseAutoTarget } from './create-form';

const form = { seats: 2, rounds: 3, buyInText: '5.00', isPrivate: false, autoText: '' };

describe('create battle form', () => {
  it('builds the room options from what was typed', () => {
    expect(buildBattle(form)).toEqual({
      ok: true,
      options: { seats: 2, rounds: 3, buyInCents: 500, isPrivate: false },
    });
    expect(buildBattle({ ...form, seats: 4, isPrivate: true, buyInText: '1,5', autoText: '2.5x' })).toEqual({
      ok: true,
      options: { seats: 4, rounds: 3, buyInCents: 150, isPrivate: true, autoCashOutHundredths: 250 },
    });
  });

  it('refuses like the room does, with the limits as args', () => {
    const r = CRASH_BATTLE_RULES;
    expect(buildBattle({ ...form, seats: 5 })).toMatchObject({
      ok: false,
      field: 'seats',
      error: { key: 'CRASH_BATTLE.BAD_PLAYERS', args: [r.minSeats, r.maxSeats] },
    });
    expect(buildBattle({ ...form, rounds: 0 })).toMatchObject({
      ok: false,
      field: 'rounds',
      error: { key: 'CRASH_BATTLE.BAD_ROUNDS', args: [r.minRounds, r.maxRounds] },
    });
    expect(buildBattle({ ...form, buyInText: '0.10' })).toMatchObject({
      ok: false,
      field: 'buyIn',
      error: { key: 'CRASH_BATTLE.BAD_AMOUNT', args: ['0.50'] },
    });
    expect(buildBattle({ ...form, buyInText: 'five' })).toMatchObject({
      ok: false,
      field: 'buyIn',
      error: { key: 'CRASH_BATTLE.BAD_AMOUNT' },
    });
    const over = ((r.maxBuyInCents + 1) / 100).toFixed(2);
    expect(buildBattle({ ...form, buyInText: over })).toMatchObject({
      ok: false,
      field: 'buyIn',
      error: { key: 'CRASH_BATTLE.MAX_AMOUNT', args: [(r.maxBuyInCents / 100).toFixed(2)] },
    });
    expect(buildBattle({ ...form, autoText: '1.00' })).toMatchObject({
      ok: false,
      field: 'auto',
      error: { key: 'CRASH.BAD_MULTIPLIER', args: ['1.01'] },
    });
  });

  it('reads a preset target, empty meaning none', () => {
    expect(parseAutoTarget('')).toEqual({ ok: true, hundredths: 0 });
    expect(parseAutoTarget(' 3 ')).toEqual({ ok: true, hundredths: 300 });
    expect(parseAutoTarget('1001')).toMatchObject({ ok: false });
    expect(parseAutoTarget('abc')).toMatchObject({ ok: false });
  });
});
