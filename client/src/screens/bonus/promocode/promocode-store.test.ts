import { describe, expect, it } from 'vitest';
import type { PromocodeGrant, PromocodeRedeemAnswer } from '@arena/schemas';
import { ApiError } from '../../../transport/api-error';
import { PromocodeStore } from './promocode-store';
import { successLines } from './promocode-text';

const GRANT: PromocodeGrant = {
  activationId: 1,
  code: 'SUMMER',
  type: 'BALANCE_BONUS',
  amountCents: 250,
  account: 'BONUS',
  item: null,
  percent: null,
  maxBonusCents: null,
  method: null,
  pending: false,
};
const OK: PromocodeRedeemAnswer = { kind: 'PROMOCODE', grant: GRANT, balance: { realCents: 100, bonusCents: 250 } };

function setup(answers: (PromocodeRedeemAnswer | ApiError)[]) {
  const posts: { path: string; body: unknown; key?: string }[] = [];
  const balances: [number, number][] = [];
  const refreshed: PromocodeRedeemAnswer[] = [];
  let keys = 0;
  const store = new PromocodeStore(
    {
      api: {
        post: async <T>(path: string, body: unknown, options?: { idempotencyKey?: string }) => {
          posts.push({ path, body, key: options?.idempotencyKey });
          const next = answers.shift()!;
          if (next instanceof ApiError) throw next;
          return next as T;
        },
      },
      setBalance: (real, bonus) => balances.push([real, bonus]),
      refresh: (answer) => void refreshed.push(answer),
    },
    () => `key-${++keys}`,
  );
  return { store, posts, balances, refreshed };
}

describe('PromocodeStore', () => {
  it('sends the trimmed code with a key, shows the answer, moves the balance and clears the box', async () => {
    const { store, posts, balances, refreshed } = setup([OK]);
    expect(store.canSubmit).toBe(false);
    store.setCode('  summer ');
    await store.redeem();
    expect(posts).toEqual([{ path: '/bonus/promocode', body: { code: 'summer' }, key: 'key-1' }]);
    expect(store.answer).toEqual(OK);
    expect(store.code).toBe('');
    expect(balances).toEqual([[100, 250]]);
    expect(refreshed).toEqual([OK]);
  });

  it('keeps the refusal to translate; a lost answer retries with the same key, a refusal ends the attempt', async () => {
    const { store, posts } = setup([new ApiError(null, [], 0), new ApiError('PROMOCODE.NOT_FOUND', [], 404), OK]);
    store.setCode('X1Y');
    await store.redeem();
    expect(store.error?.status).toBe(0);
    await store.redeem();
    expect(store.error?.key).toBe('PROMOCODE.NOT_FOUND');
    expect(store.code).toBe('X1Y');
    await store.redeem();
    expect(posts.map((p) => p.key)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(store.error).toBeNull();
  });
});

describe('success lines', () => {
  it('say what was granted', () => {
    expect(successLines(OK)).toEqual([{ key: 'grantedBalanceBonus', values: {}, money: { amount: 250 } }]);
    const item = { catalogItemId: 5, name: 'AK-47 | Test', priceCents: 40, kind: 'REAL' as const, itemId: 'i' };
    expect(
      successLines({ ...OK, grant: { ...GRANT, type: 'ITEM_REAL', amountCents: null, account: null, item } }),
    ).toEqual([{ key: 'grantedItemReal', values: { name: 'AK-47 | Test' }, money: { price: 40 } }]);
    const boost = {
      ...GRANT,
      type: 'CARD_REAL' as const,
      amountCents: null,
      account: 'REAL' as const,
      percent: 25,
      maxBonusCents: 500,
      method: 'card',
      pending: true,
    };
    expect(successLines({ ...OK, grant: boost }).map((l) => l.key)).toEqual([
      'grantedDepositReal',
      'onlyMethod',
      'cap',
    ]);
    const skin = {
      ...GRANT,
      type: 'SKINS_BONUS_SKIN' as const,
      amountCents: null,
      account: null,
      item: { ...item, kind: 'BONUS' as const, itemId: null },
      method: 'skins',
      pending: true,
    };
    expect(successLines({ ...OK, grant: skin })[0]).toEqual({
      key: 'grantedDepositSkin',
      values: { name: 'AK-47 | Test' },
      money: {},
    });
    expect(successLines({ kind: 'REFERRAL', referral: { referrerName: 'bob', linkedAt: 1 } })).toEqual([
      { key: 'referralLinked', values: { name: 'bob' }, money: {} },
    ]);
  });
});
