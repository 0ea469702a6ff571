import {
  DEPOSIT_METHODS,
  ERROR_ARG_KINDS,
  ITEM_EVENTS,
  LANGUAGES,
  LEDGER_OPERATIONS,
  PROMOCODE_BASE_TYPES,
  PROMOCODE_PRODUCT_SUFFIXES,
  TRANSFER_ORDER_STATUSES,
} from '@arena/schemas';
import { describe, expect, it } from 'vitest';
import { LOCALE_RESOURCES } from './index';

/**
 * Every code a player or an operator can see has a label in every language: the typed lists in schemas
 * are the source, so a new ledger operation, item event or promo code type without its label fails here.
 */
const tableOf = (language: (typeof LANGUAGES)[number], path: string): Record<string, unknown> =>
  path
    .split('.')
    .reduce<Record<string, unknown>>(
      (node, name) => (node[name] ?? {}) as Record<string, unknown>,
      LOCALE_RESOURCES[language] as unknown as Record<string, unknown>,
    );

const labelled = (codes: readonly string[], path: string) =>
  LANGUAGES.flatMap((language) => {
    const table = tableOf(language, path);
    return codes
      .filter((code) => typeof table[code] !== 'string' || (table[code] as string).trim() === '')
      .map((code) => `${language}:${path}.${code}`);
  });

describe('labels of the codes that reach the screen', () => {
  it('every ledger operation has a transaction label in every language, and no label names an unknown operation', () => {
    expect(labelled(LEDGER_OPERATIONS, 'profile.operations')).toEqual([]);
    expect(
      Object.keys(tableOf('en', 'profile.operations')).filter(
        (code) => !(LEDGER_OPERATIONS as readonly string[]).includes(code),
      ),
    ).toEqual([]);
  });

  it('every item event has a label in every language, and no label names an unknown event', () => {
    expect(labelled(ITEM_EVENTS, 'profile.events')).toEqual([]);
    expect(
      Object.keys(tableOf('en', 'profile.events')).filter((code) => !(ITEM_EVENTS as readonly string[]).includes(code)),
    ).toEqual([]);
  });

  it('every withdrawal (transfer order) status has a label in every language, and so does the review hold', () => {
    expect(labelled([...TRANSFER_ORDER_STATUSES, 'Review'], 'withdraw.statuses')).toEqual([]);
  });

  it('every promo code type has a console label: base types by name, per-method types by suffix and method', () => {
    expect(labelled(PROMOCODE_BASE_TYPES, 'admin.promocodes.types')).toEqual([]);
    expect(labelled(PROMOCODE_PRODUCT_SUFFIXES, 'admin.promocodes.productTypes')).toEqual([]);
    expect(
      labelled(
        DEPOSIT_METHODS.map((method) => method.id),
        'deposit.methods',
      ),
    ).toEqual([]);
    const withMethod = LANGUAGES.filter((language) =>
      PROMOCODE_PRODUCT_SUFFIXES.some(
        (suffix) => !String(tableOf(language, 'admin.promocodes.productTypes')[suffix]).includes('{{method}}'),
      ),
    );
    expect(withMethod).toEqual([]);
  });

  it('no label is a raw code', () => {
    const raw = /\b[A-Z]{2,}(_[A-Z]+)+\b/;
    const paths = ['profile.operations', 'profile.events', 'admin.promocodes.types', 'admin.promocodes.productTypes'];
    const leaks = LANGUAGES.flatMap((language) =>
      paths.flatMap((path) =>
        Object.entries(tableOf(language, path))
          .filter(([, text]) => raw.test(String(text)))
          .map(([code]) => `${language}:${path}.${code}`),
      ),
    );
    expect(leaks).toEqual([]);
  });

  it('an error arg typed as a duration is not followed by a unit word in the text (the client formats "1 day" / "7 days")', () => {
    const doubled = LANGUAGES.flatMap((language) =>
      Object.entries(ERROR_ARG_KINDS).flatMap(([key, kinds]) => {
        const [group = '', name = ''] = key.split('.');
        const text = String(tableOf(language, `errors.${group}`)[name] ?? '');
        return (kinds ?? []).flatMap((kind, index) =>
          !text.includes(`{{${index}}}`) && kind === 'days'
            ? [`${language}:${key} lacks {{${index}}}`]
            : kind === 'days' && /\{\{\d\}\}\s+(days|дн|días|dias|gün|giorni|jours|dní|Tage|zile|dni)/.test(text)
              ? [`${language}:${key}`]
              : [],
        );
      }),
    );
    expect(doubled).toEqual([]);
  });
});
