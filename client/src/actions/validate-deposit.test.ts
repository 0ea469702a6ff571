import { describe, expect, it } from 'vitest';
import { DEPOSIT_METHODS } from '@arena/schemas';
import { type DepositDraft, validateDeposit } from './validate-deposit';

const methods = DEPOSIT_METHODS.map((method) => ({ ...method, requires: [...method.requires] }));
const draft = (patch: Partial<DepositDraft>): DepositDraft => ({
  amountText: '',
  methodId: null,
  email: '',
  wallet: '',
  ...patch,
});
const failure = (patch: Partial<DepositDraft>) => {
  const check = validateDeposit(draft(patch), methods);
  return check.ok ? null : { field: check.field, key: check.error.key, args: check.error.args };
};

describe('validateDeposit (docs/product-rules.md §5)', () => {
  it('asks for the sum first, then the method', () => {
    expect(failure({})).toEqual({ field: 'amount', key: 'PAYMENT.AMOUNT_REQUIRED', args: [] });
    expect(failure({ amountText: 'abc', methodId: 'crypto' })).toMatchObject({ key: 'PAYMENT.AMOUNT_REQUIRED' });
    expect(failure({ amountText: '5' })).toEqual({ field: 'method', key: 'PAYMENT.METHOD_REQUIRED', args: [] });
  });

  it('enforces the $0.10 minimum and the minimum of the selected method', () => {
    expect(failure({ amountText: '0.05', methodId: 'skins' })).toEqual({
      field: 'amount',
      key: 'PAYMENT.MIN_DEPOSIT',
      args: ['0.10'],
    });
    expect(failure({ amountText: '4.99', methodId: 'crypto' })).toEqual({
      field: 'amount',
      key: 'PAYMENT.METHOD_MIN',
      args: ['5.00'],
    });
  });

  it('refuses more than the $10,000 a single deposit may be', () => {
    expect(failure({ amountText: '10000.01', methodId: 'skins' })).toEqual({
      field: 'amount',
      key: 'PAYMENT.MAX_DEPOSIT',
      args: ['10000.00'],
    });
    expect(failure({ amountText: '10000', methodId: 'skins' })).toBeNull();
  });

  it('asks for the wallet number and a plausible e-mail where the method needs them', () => {
    expect(failure({ amountText: '1', methodId: 'e-wallet' })).toEqual({
      field: 'wallet',
      key: 'PAYMENT.WALLET_REQUIRED',
      args: [],
    });
    expect(failure({ amountText: '1', methodId: 'card', email: 'me@mail' })).toEqual({
      field: 'email',
      key: 'PAYMENT.BAD_EMAIL',
      args: [],
    });
  });

  it('builds the request body in cents with only the fields the method uses', () => {
    expect(
      validateDeposit(draft({ amountText: '12,5', methodId: 'card', email: ' me@mail.com ', wallet: 'x' }), methods),
    ).toEqual({
      ok: true,
      body: { amountCents: 1250, method: 'card', email: 'me@mail.com' },
    });
    expect(validateDeposit(draft({ amountText: '0.10', methodId: 'skins' }), methods)).toEqual({
      ok: true,
      body: { amountCents: 10, method: 'skins' },
    });
  });
});
