import { LANGUAGES, PROMOCODE_TYPES } from '@arena/schemas';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_RESOURCES } from '../../../../locales/index';
import { promocodeTypeLabel } from './promocode-type-label';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: Object.fromEntries(LANGUAGES.map((language) => [language, { translation: LOCALE_RESOURCES[language] }])),
    interpolation: { escapeValue: false },
  });
});

describe('promo code type labels in the console', () => {
  it('names base and per-method types in words', () => {
    const t = i18n.getFixedT('en') as TFunction;
    expect(promocodeTypeLabel(t, 'BALANCE_BONUS')).toBe('Money to the bonus balance');
    expect(promocodeTypeLabel(t, 'E_WALLET_PERCENT')).toBe('E-wallet: bonus % of the next deposit');
    expect(promocodeTypeLabel(t, 'CARD_BONUS_SKIN')).toBe('Bank card: bonus skin for the next deposit');
    expect(promocodeTypeLabel(i18n.getFixedT('de') as TFunction, 'NEXT_PAYMENT_BONUS_PERCENT')).toBe(
      'Bonus-% der nächsten Einzahlung',
    );
  });

  it('gives every type a distinct label with no raw code, in every language', () => {
    for (const language of LANGUAGES) {
      const t = i18n.getFixedT(language) as TFunction;
      const labels = PROMOCODE_TYPES.map((type) => promocodeTypeLabel(t, type));
      expect(
        labels.filter((label) => /\b[A-Z]{2,}(_[A-Z]+)+\b/.test(label) || label.includes('{{')),
        language,
      ).toEqual([]);
      expect(new Set(labels).size, language).toBe(PROMOCODE_TYPES.length);
    }
  });

  it('shows a type it does not know as sent', () => {
    expect(promocodeTypeLabel(i18n.getFixedT('en') as TFunction, 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});
