import { describe, expect, it } from 'vitest';
import { formatMoney, parseUsdInput } from './format';

/** Intl inserts narrow no-break spaces; compare on plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows dollars from cents with two decimals per locale', () => {
    expect(formatMoney(123456, 'USD', 'en', 90)).toBe('$1,234.56');
    expect(plain(formatMoney(123456, 'USD', 'de', 90))).toBe('1.234,56 $');
    expect(plain(formatMoney(10, 'USD', 'ru', 90))).toBe('0,10 $');
  });

  it('converts to rubles at the configured rate', () => {
    expect(plain(formatMoney(100, 'RUB', 'ru', 90))).toBe('90,00 ₽');
    expect(formatMoney(1, 'RUB', 'en', 92.5)).toBe('₽0.93');
  });

  it('formats Czech under its standard tag', () => {
    expect(plain(formatMoney(250, 'USD', 'cz', 90))).toBe('2,50 $');
  });
});

describe('parseUsdInput', () => {
  it('reads dollars with a dot or a comma into whole cents', () => {
    expect(parseUsdInput('1.5')).toBe(150);
    expect(parseUsdInput(' 0,10 ')).toBe(10);
    expect(parseUsdInput('12')).toBe(1200);
    expect(parseUsdInput('3.')).toBe(300);
  });

  it('refuses fractions of a cent, signs and words', () => {
    expect(parseUsdInput('0.001')).toBeNull();
    expect(parseUsdInput('-1')).toBeNull();
    expect(parseUsdInput('')).toBeNull();
    expect(parseUsdInput('ten')).toBeNull();
  });
});
