import { describe, expect, it } from 'vitest';
import { LOCALE_RESOURCES } from '../../../locales/index';
import { keysOutsideShell, localePart, partOfKey, shellCoversPrefix } from './locale-parts';

const RULES = ['home', '*.name', 'premium.buy*', 'responsible.modal*', 'errors'];

describe('locale parts: which texts the first route ships', () => {
  it('puts a key in the shell when a rule covers it segment by segment, else in the screens part', () => {
    expect(partOfKey('home.heroTitle', RULES)).toBe('shell');
    expect(partOfKey('homely.title', RULES)).toBe('screens');
    expect(partOfKey('crash.name', RULES)).toBe('shell');
    expect(partOfKey('crash.names', RULES)).toBe('screens');
    expect(partOfKey('crash.rules.name', RULES)).toBe('screens');
    expect(partOfKey('premium.buyFor', RULES)).toBe('shell');
    expect(partOfKey('premium.boughtAt', RULES)).toBe('screens');
    expect(partOfKey('responsible.modalTitle', RULES)).toBe('shell');
    expect(partOfKey('home.days_one', ['home.days'])).toBe('shell');
    expect(partOfKey('home.days_other', ['home.days'])).toBe('shell');
  });

  it('says a key built at run time is covered only when a rule holds all of its fixed start', () => {
    expect(shellCoversPrefix('errors.', RULES)).toBe(true);
    expect(shellCoversPrefix('errors.CHAT.', RULES)).toBe(true);
    expect(shellCoversPrefix('crash.', RULES)).toBe(false);
    expect(shellCoversPrefix('premium.', RULES)).toBe(false);
  });

  it('splits every locale file into two parts that together are the file, and no key in both', () => {
    for (const tree of Object.values(LOCALE_RESOURCES)) {
      const shell = localePart(tree, 'shell');
      const screens = localePart(tree, 'screens');
      expect(mergeDeep(shell, screens)).toEqual(tree);
      const inScreens = new Set(leaves(screens));
      expect(leaves(shell).filter((key) => inScreens.has(key))).toEqual([]);
      expect(leaves(shell).length).toBeGreaterThan(0);
    }
  });

  it('finds the keys a bundle names outside the shell, literal or by fixed start', () => {
    const sections = new Set(Object.keys(LOCALE_RESOURCES.en));
    expect(
      keysOutsideShell(
        't("home.heroTitle");t(`errors.${e.key}`);t(\'crash.rules\');t(`crash.${x}`);x="a.b";y="crash.name"',
        sections,
      ),
    ).toEqual(['crash.${', 'crash.rules']);
  });
});

type Tree = { [key: string]: string | Tree };

function mergeDeep(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const here = out[key];
    out[key] = typeof value === 'object' && typeof here === 'object' ? mergeDeep(here, value) : value;
  }
  return out;
}

function leaves(tree: Tree, path = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${path}${key}`] : leaves(value, `${path}${key}.`),
  );
}
