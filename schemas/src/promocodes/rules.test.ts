import { describe, expect, it } from 'vitest';
import {
  PROMOCODE_TYPES,
  boostCents,
  isDepositBonusType,
  methodOfProduct,
  normalizePromocode,
  productOfMethod,
  promocodeEffect,
} from './rules';

describe('promocode types', () => {
  it('are the five base types and three forms per deposit method', () => {
    expect(PROMOCODE_TYPES).toEqual([
      'BALANCE_REAL',
      'BALANCE_BONUS',
      'ITEM_REAL',
      'ITEM_BONUS',
      'NEXT_PAYMENT_BONUS_PERCENT',
      'CARD_BONUS_SKIN',
      'CARD_PERCENT',
      'CARD_REAL',
      'CRYPTO_BONUS_SKIN',
      'CRYPTO_PERCENT',
      'CRYPTO_REAL',
      'E_WALLET_BONUS_SKIN',
      'E_WALLET_PERCENT',
      'E_WALLET_REAL',
      'SKINS_BONUS_SKIN',
      'SKINS_PERCENT',
      'SKINS_REAL',
    ]);
  });

  it('map to their effects', () => {
    expect(promocodeEffect('BALANCE_REAL')).toEqual({ effect: 'BALANCE', account: 'REAL' });
    expect(promocodeEffect('ITEM_BONUS')).toEqual({ effect: 'ITEM', kind: 'BONUS' });
    expect(promocodeEffect('NEXT_PAYMENT_BONUS_PERCENT')).toEqual({
      effect: 'DEPOSIT',
      reward: 'PERCENT',
      account: 'BONUS',
      method: null,
    });
    expect(promocodeEffect('E_WALLET_REAL')).toEqual({
      effect: 'DEPOSIT',
      reward: 'PERCENT',
      account: 'REAL',
      method: 'e-wallet',
    });
    expect(promocodeEffect('CARD_PERCENT')).toEqual({
      effect: 'DEPOSIT',
      reward: 'PERCENT',
      account: 'BONUS',
      method: 'card',
    });
    expect(promocodeEffect('SKINS_BONUS_SKIN')).toEqual({ effect: 'DEPOSIT', reward: 'SKIN', method: 'skins' });
    expect(PROMOCODE_TYPES.filter(isDepositBonusType)).toHaveLength(13);
    expect(() => promocodeEffect('NOPE_PERCENT' as never)).toThrow();
  });

  it('name products after deposit methods both ways', () => {
    expect(productOfMethod('e-wallet')).toBe('E_WALLET');
    expect(methodOfProduct('E_WALLET')).toBe('e-wallet');
  });
});

describe('code text and boost arithmetic', () => {
  it('normalizes typed codes', () => {
    expect(normalizePromocode('  summer-2026 ')).toBe('SUMMER-2026');
    expect(normalizePromocode('ab')).toBeNull();
    expect(normalizePromocode('has space')).toBeNull();
    expect(normalizePromocode('x'.repeat(33))).toBeNull();
  });

  it('floors the percent and applies the cap', () => {
    expect(boostCents(10_01, 50, null)).toBe(5_00);
    expect(boostCents(999, 33, null)).toBe(329);
    expect(boostCents(6_00, 100, 2_00)).toBe(2_00);
    expect(boostCents(1_00, 500, null)).toBe(5_00);
  });
});
