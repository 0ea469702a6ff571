import { describe, expect, it } from 'vitest';
import { browserLanguage, preferredLanguage, splitLanguage, switchLanguagePath, withLanguage } from './language-path';

describe('language prefix', () => {
  it('splits a known prefix from the rest of the path', () => {
    expect(splitLanguage('/ru/shop/buy')).toEqual({ language: 'ru', rest: '/shop/buy' });
    expect(splitLanguage('/cz')).toEqual({ language: 'cz', rest: '/' });
    expect(splitLanguage('/de/')).toEqual({ language: 'de', rest: '/' });
  });

  it('treats an unknown first segment as part of an unprefixed path', () => {
    expect(splitLanguage('/shop')).toEqual({ language: null, rest: '/shop' });
    expect(splitLanguage('/xx/shop')).toEqual({ language: null, rest: '/xx/shop' });
    expect(splitLanguage('/')).toEqual({ language: null, rest: '/' });
    expect(splitLanguage('/english')).toEqual({ language: null, rest: '/english' });
  });

  it('builds prefixed paths without a trailing slash for home', () => {
    expect(withLanguage('pl', '/')).toBe('/pl');
    expect(withLanguage('pl', '/faq/9,2')).toBe('/pl/faq/9,2');
    expect(withLanguage('pl', 'tos')).toBe('/pl/tos');
  });

  it('switches language and keeps the rest of the path', () => {
    expect(switchLanguagePath('/en/profile/history', 'tr')).toBe('/tr/profile/history');
    expect(switchLanguagePath('/en', 'fr')).toBe('/fr');
    expect(switchLanguagePath('/deposit', 'it')).toBe('/it/deposit');
  });
});

describe('language choice', () => {
  it('maps browser tags to interface languages, Czech included', () => {
    expect(browserLanguage(['cs-CZ', 'en'])).toBe('cz');
    expect(browserLanguage(['ja-JP', 'pt-BR'])).toBe('pt');
    expect(browserLanguage(['ja-JP'])).toBeNull();
  });

  it('prefers the stored language, then the browser, then English', () => {
    expect(preferredLanguage('ro', ['de-DE'])).toBe('ro');
    expect(preferredLanguage(null, ['de-DE'])).toBe('de');
    expect(preferredLanguage('klingon', ['ja'])).toBe('en');
  });
});
