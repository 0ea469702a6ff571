import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ERROR_CATALOGUE, ERROR_KEYS, LANGUAGES, type ErrorKey, type Language } from '@arena/schemas';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALE_RESOURCES, type LocaleKey } from './index';

const localesDir = fileURLToPath(new URL('.', import.meta.url));
const others = LANGUAGES.filter((language) => language !== 'en');

/**
 * Values that may legitimately read the same as English, as `language:key`. Kept short on purpose:
 * anything else equal to English is an untranslated copy.
 */
const SAME_AS_ENGLISH = new Set([
  // "Status" is the native word in these languages.
  'pt:errorFallback.status',
  'de:errorFallback.status',
  'pl:errorFallback.status',
]);
/** Short strings ("Status: {{code}}", "Captcha") can coincide across languages without being copies. */
const COPY_CHECK_MIN_LENGTH = 13;

/** Flattens a translation tree into dotted key → value, in file order; non-string leaves are kept as-is. */
function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [name, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leaf, leafValue] of flatten(value, path)) out.set(leaf, leafValue);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const flat = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(LOCALE_RESOURCES[language])])) as Record<
  Language,
  Map<string, unknown>
>;
const english = flat.en;
const englishKeys = [...english.keys()];

describe('locale files', () => {
  it('exist on disk for exactly the interface languages', () => {
    const files = readdirSync(localesDir)
      .filter((name) => name.endsWith('.json') && name !== 'tsconfig.json')
      .map((name) => name.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...LANGUAGES].sort());
    expect(Object.keys(LOCALE_RESOURCES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s.json is pretty-printed with 2 spaces so merges stay readable', (language) => {
    const text = readFileSync(`${localesDir}${language}.json`, 'utf8');
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
  });

  it.each(LANGUAGES)('%s has only non-empty string values', (language) => {
    const bad = [...flat[language]].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it.each(others)('%s has exactly the keys of en.json, in the same order', (language) => {
    const keys = [...flat[language].keys()];
    const missing = englishKeys.filter((key) => !flat[language].has(key));
    const extra = keys.filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(keys).toEqual(englishKeys);
  });

  it.each(others)('%s uses the same {{placeholders}} as en.json for every key', (language) => {
    const mismatches = englishKeys.flatMap((key) => {
      const expected = placeholders(String(english.get(key)));
      const actual = placeholders(String(flat[language].get(key) ?? ''));
      return expected.join() === actual.join() ? [] : [{ key, expected, actual }];
    });
    expect(mismatches).toEqual([]);
  });

  it.each(others)('%s is translated, not copied from English', (language) => {
    const copies = englishKeys.filter((key) => {
      const text = english.get(key);
      return (
        typeof text === 'string' &&
        text.length >= COPY_CHECK_MIN_LENGTH &&
        flat[language].get(key) === text &&
        !SAME_AS_ENGLISH.has(`${language}:${key}`)
      );
    });
    expect(copies).toEqual([]);
  });

  it('keeps the allow-list honest: every allowed entry really equals English', () => {
    const stale = [...SAME_AS_ENGLISH].filter((entry) => {
      const [language, key] = entry.split(':') as [Language, string];
      return flat[language].get(key) !== english.get(key);
    });
    expect(stale).toEqual([]);
  });
});

describe('error texts', () => {
  it('en.json has a text for every catalogue key and nothing else under errors', () => {
    const errorKeys = englishKeys.filter((key) => key.startsWith('errors.')).map((key) => key.slice('errors.'.length));
    const missing = ERROR_KEYS.filter((key) => !english.has(`errors.${key}`));
    const unknown = errorKeys.filter((key) => !(ERROR_KEYS as readonly string[]).includes(key));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });

  it('en.json lists the errors in catalogue order', () => {
    const errors = LOCALE_RESOURCES.en.errors as Record<string, Record<string, string>>;
    expect(Object.keys(errors)).toEqual(Object.keys(ERROR_CATALOGUE));
    for (const [group, names] of Object.entries(ERROR_CATALOGUE)) {
      expect(Object.keys(errors[group] ?? {}), group).toEqual([...names]);
    }
  });

  it('numbers placeholders {{0}}, {{1}}, ... without gaps, matching the args array', () => {
    const gaps = ERROR_KEYS.filter((key) => {
      const names = [...new Set(placeholders(String(english.get(`errors.${key}`))))];
      return names.some((name, index) => name !== String(index));
    });
    expect(gaps).toEqual([]);
  });

  it('renders through i18next with the wire args in every language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: Object.fromEntries(
        LANGUAGES.map((language) => [language, { translation: LOCALE_RESOURCES[language] }]),
      ),
      interpolation: { escapeValue: false },
    });
    // The transport passes `error.args` (an array) as i18next options keyed by position.
    const render = (language: Language, key: ErrorKey, args: (string | number)[]) =>
      i18n.t(`errors.${key}` satisfies LocaleKey, { lng: language, ...Object.fromEntries(args.entries()) });

    expect(render('en', 'PAYMENT.MIN_DEPOSIT', ['0.10'])).toBe('Min. deposit is $0.10');
    expect(render('en', 'WITHDRAWALS.WAGER_NOT_PASSED', ['6.00'])).toBe('Play $6.00 more before withdrawing');
    expect(render('en', 'CHAT.EMPTY_MESSAGE', [])).toBe('Message can not be empty');
    expect(i18n.t('errorFallback.status', { code: 502 })).toBe('Status: 502');

    const leftovers = LANGUAGES.flatMap((language) =>
      ERROR_KEYS.filter((key) => {
        const text = render(language, key, ['1', '2']);
        return text.includes('{{') || text === `errors.${key}`;
      }).map((key) => `${language}:${key}`),
    );
    expect(leftovers).toEqual([]);
  });
});
