import { describe, expect, it } from 'vitest';
import { WITHDRAW_METHODS } from '@arena/schemas';
import { type WithdrawDraft, validateWithdraw } from './validate-withdraw';

const methods = WITHDRAW_METHODS.map((method) => ({ ...method, requires: [...method.requires] }));
const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbC-12_x';
const draft = (patch: Partial<WithdrawDraft>): WithdrawDraft => ({
  methodId: null,
  amountText: '',
  wallet: '',
  tradeLink: '',
  items: [],
  confirmed: false,
  ...patch,
});
const failure = (patch: Partial<WithdrawDraft>) => {
  const check = validateWithdraw(draft(patch), methods);
  return check.ok ? null : { field: check.field, key: check.error.key, args: check.error.args };
};

describe('validateWithdraw (docs/product-rules.md §5)', () => {
  it('requires a method', () => {
    expect(failure({ amountText: '50' })).toEqual({ field: 'method', key: 'WITHDRAWAL.METHOD_REQUIRED', args: [] });
  });

  it('requires an amount and the method minimum for balance payouts', () => {
    expect(failure({ methodId: 'crypto' })).toEqual({ field: 'amount', key: 'WITHDRAWAL.AMOUNT_REQUIRED', args: [] });
    expect(failure({ methodId: 'crypto', amountText: '19.99' })).toEqual({
      field: 'amount',
      key: 'WITHDRAWAL.METHOD_MIN',
      args: ['20.00'],
    });
    expect(failure({ methodId: 'e-wallet', amountText: '5' })).toEqual({
      field: 'wallet',
      key: 'PAYMENT.WALLET_REQUIRED',
      args: [],
    });
  });

  it('requires skins worth the minimum and a valid trade link for skin payouts', () => {
    expect(failure({ methodId: 'steam' })).toEqual({ field: 'items', key: 'SHOP.NOTHING_SELECTED', args: [] });
    expect(failure({ methodId: 'steam', items: [{ id: 'a', priceCents: 49 }] })).toMatchObject({
      key: 'WITHDRAWAL.METHOD_MIN',
      args: ['0.50'],
    });
    expect(
      failure({ methodId: 'steam', items: [{ id: 'a', priceCents: 80 }], tradeLink: 'https://example.com' }),
    ).toMatchObject({
      field: 'tradeLink',
      key: 'WITHDRAW.BAD_TRADE_LINK',
    });
  });

  it('requires the confirmation last and then builds the body', () => {
    const ready = { methodId: 'steam', items: [{ id: 'a', priceCents: 80 }], tradeLink: TRADE_LINK };
    expect(failure(ready)).toEqual({ field: 'confirm', key: 'WITHDRAWAL.CONFIRMATION_REQUIRED', args: [] });
    expect(validateWithdraw(draft({ ...ready, confirmed: true }), methods)).toEqual({
      ok: true,
      body: { method: 'steam', itemIds: ['a'], tradeLink: TRADE_LINK, confirm: true },
    });
    expect(
      validateWithdraw(draft({ methodId: 'crypto', amountText: '25', wallet: ' 0xabc ', confirmed: true }), methods),
    ).toEqual({
      ok: true,
      body: { method: 'crypto', amountCents: 2500, wallet: '0xabc', confirm: true },
    });
  });
});
