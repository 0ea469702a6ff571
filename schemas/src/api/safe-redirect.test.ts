import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps paths of the site, with their query and hash', () => {
    for (const path of ['/', '/crash/classic', '/profile/history/crash?page=2#top', '/ru/cases'])
      expect(safeRedirectPath(path)).toBe(path);
  });

  it('sends everything that could leave the site home', () => {
    const attacks = [
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '//evil.example',
      'https://evil.example',
      'evil.example',
      '/\u0000x',
      ' /x',
      '/x y',
      '\\\\evil.example',
      '',
      null,
      undefined,
      `/${'a'.repeat(3000)}`,
    ];
    for (const attack of attacks) expect(safeRedirectPath(attack)).toBe('/');
  });
});
