import { describe, expect, it } from 'vitest';
import { buildBet } from './bet-form';

describe('bet form', () => {
  it('builds balance and skin bets, with or without auto-take', () => {
    expect(buildBet({ mode: 'REAL', amountText: '2,50', autoText: '', itemIds: [] })).toEqual({
      ok: true,
      message: { source: 'REAL', amountCents: 250, autoCashOutHundredths: undefined },
    });
    expect(buildBet({ mode: 'BONUS', amountText: '1.20', autoText: '', itemIds: [] })).toEqual({
      ok: true,
      message: { source: 'BONUS', amountCents: 120, autoCashOutHundredths: undefined },
    });
    expect(buildBet({ mode: 'SKINS', amountText: '', autoText: '1.5', itemIds: ['a'] })).toEqual({
      ok: true,
      message: { source: 'SKINS', itemIds: ['a'], autoCashOutHundredths: 150 },
    });
  });

  it('refuses with the server keys what the server would refuse', () => {
    const refusal = (form: Parameters<typeof buildBet>[0]) => {
      const built = buildBet(form);
      return built.ok ? null : { key: built.error.key, args: built.error.args };
    };
    expect(refusal({ mode: 'REAL', amountText: '1', autoText: '1.00', itemIds: [] })).toEqual({
      key: 'CRASH.BAD_MULTIPLIER',
      args: ['1.01'],
    });
    expect(refusal({ mode: 'REAL', amountText: '1', autoText: 'x2', itemIds: [] })).toEqual({
      key: 'CRASH.BAD_MULTIPLIER',
      args: ['1.01'],
    });
    expect(refusal({ mode: 'REAL', amountText: '', autoText: '', itemIds: [] })).toEqual({
      key: 'BET.MIN_LIMIT',
      args: ['0.10'],
    });
    expect(refusal({ mode: 'REAL', amountText: '0.05', autoText: '', itemIds: [] })).toEqual({
      key: 'BET.MIN_LIMIT',
      args: ['0.10'],
    });
    expect(refusal({ mode: 'SKINS', amountText: '5', autoText: '', itemIds: [] })).toEqual({
      key: 'CRASH.NO_SKIN_SELECTED',
      args: [],
    });
  });
});
