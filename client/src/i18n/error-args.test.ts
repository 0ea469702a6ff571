import { ERROR_ARG_KINDS, LANGUAGES } from '@arena/schemas';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_RESOURCES } from '../../../locales/index';
import { ApiError, type Translator, errorText } from '../transport/api-error';
import { formatDateTime } from './format';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: Object.fromEntries(LANGUAGES.map((language) => [language, { translation: LOCALE_RESOURCES[language] }])),
    interpolation: { escapeValue: false },
  });
});

const UNTIL = '2026-11-28T22:17:22.150Z';
const inLanguage = async (language: string, error: ApiError) => {
  await i18n.changeLanguage(language);
  return errorText(i18n as unknown as Translator, error);
};

describe('error args formatted for the reader', () => {
  it('shows a break or self-exclusion end as a local date and time, never the ISO timestamp', async () => {
    expect(await inLanguage('en', new ApiError('RESPONSIBLE.TIMED_OUT', [UNTIL], 403))).toBe(
      `You are on a break until ${formatDateTime(Date.parse(UNTIL), 'en')}: deposits, bets, shop purchases and chat are paused`,
    );
    expect(await inLanguage('cz', new ApiError('RESPONSIBLE.SELF_EXCLUDED', [UNTIL], 403))).toContain(
      formatDateTime(Date.parse(UNTIL), 'cz'),
    );
    for (const language of LANGUAGES) {
      for (const [key, kinds] of Object.entries(ERROR_ARG_KINDS)) {
        const args = (kinds ?? []).map((kind) => (kind === 'date' ? UNTIL : kind === 'days' ? 7 : '5.00'));
        const text = await inLanguage(language, new ApiError(key, args, 400));
        expect(text, `${language}:${key}`).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
        expect(text, `${language}:${key}`).not.toContain('{{');
      }
    }
  });

  it("says a number of days with the language's plural", async () => {
    expect(await inLanguage('en', new ApiError('RESPONSIBLE.DEPOSIT_LIMIT', ['5.00', 1], 400))).toBe(
      'This deposit would exceed your deposit limit of $5.00 for 1 day',
    );
    expect(await inLanguage('en', new ApiError('RESPONSIBLE.WAGER_LIMIT', ['5.00', 7], 400))).toBe(
      'This bet would exceed your wager limit of $5.00 for 7 days',
    );
    expect(await inLanguage('ru', new ApiError('RESPONSIBLE.LOSS_LIMIT', ['5.00', 1], 400))).toBe(
      'Эта ставка может превысить ваш лимит проигрыша $5.00 за 1 день',
    );
    expect(await inLanguage('ru', new ApiError('RESPONSIBLE.LOSS_LIMIT', ['5.00', 30], 400))).toBe(
      'Эта ставка может превысить ваш лимит проигрыша $5.00 за 30 дней',
    );
    expect(await inLanguage('pl', new ApiError('PROMOCODE.WHEEL_DEPOSIT_NEEDED', ['1.00', 7], 400))).toBe(
      'Wpłać co najmniej $1.00 w ciągu ostatnich 7 dni, aby zakręcić kołem',
    );
  });

  it('passes an arg as sent when it is not what its kind says, and untyped args untouched', async () => {
    expect(await inLanguage('en', new ApiError('RESPONSIBLE.TIMED_OUT', ['soon'], 403))).toBe(
      'You are on a break until soon: deposits, bets, shop purchases and chat are paused',
    );
    expect(await inLanguage('en', new ApiError('PAYMENT.MIN_DEPOSIT', ['0.10'], 400))).toBe('Min. deposit is $0.10');
  });

  it('tells a banned player so, in every language', async () => {
    expect(await inLanguage('en', new ApiError('GLOBAL.ACCOUNT_BANNED', [], 403))).toBe(
      'Your account is banned. If you think this is a mistake, contact support',
    );
    const same = new Set<string>();
    for (const language of LANGUAGES)
      same.add(await inLanguage(language, new ApiError('GLOBAL.ACCOUNT_BANNED', [], 403)));
    expect(same.size).toBe(LANGUAGES.length);
  });
});
