import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WAGER_RULES, WAGER_SOURCES } from '@arena/schemas';
import { user } from '../types';
import { WAGER_SOURCE_BY_OPERATION, bonusToRealUsers, transferGrants } from './sources';

const API_SRC = join(import.meta.dirname, '../..');
/** Seeds and fixtures may grant skins without a wager; everything else a player can turn into money may not. */
const EXEMPT = [
  /\.test\.ts$/,
  /-testing\.ts$/,
  /^testing\//,
  /^demo-data\.ts$/,
  /^commerce\/inventory\/bonus-items\.ts$/,
  /^index\.ts$/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The argument text of every `grantItems(` call in `text` (up to its matching parenthesis). */
function grantCalls(text: string): string[] {
  const calls: string[] = [];
  for (let at = text.indexOf('grantItems('); at >= 0; at = text.indexOf('grantItems(', at + 1)) {
    let depth = 0;
    let end = at + 'grantItems'.length;
    for (; end < text.length; end++) {
      if (text[end] === '(') depth++;
      if (text[end] === ')' && --depth === 0) break;
    }
    calls.push(text.slice(at, end + 1));
  }
  return calls;
}

describe('the wager table', () => {
  it('gives every bonus source a multiplier of at least 1 (no source converts for free)', () => {
    expect(Object.keys(WAGER_RULES.multiplier).sort()).toEqual([...WAGER_SOURCES].sort());
    for (const source of WAGER_SOURCES) expect(WAGER_RULES.multiplier[source]).toBeGreaterThanOrEqual(1);
    for (const source of Object.values(WAGER_SOURCE_BY_OPERATION)) expect(WAGER_SOURCES).toContain(source);
  });

  it('every production grant of skins names its wager source', () => {
    const offenders: string[] = [];
    let seen = 0;
    for (const file of sourceFiles(API_SRC)) {
      const name = relative(API_SRC, file);
      if (EXEMPT.some((pattern) => pattern.test(name))) continue;
      for (const call of grantCalls(readFileSync(file, 'utf8'))) {
        seen++;
        if (!/wagerSource:/.test(call)) offenders.push(`${name}: ${call.replace(/\s+/g, ' ').slice(0, 120)}`);
      }
    }
    expect(offenders).toEqual([]);
    expect(seen).toBeGreaterThanOrEqual(6);
  });
});

describe('what a transfer grants', () => {
  const house = { kind: 'HOUSE' } as const;
  it('counts any credit to a bonus balance, and real credits only of listed operations', () => {
    expect(
      transferGrants('SOMETHING_NEW', [
        { account: house, amountCents: -5 },
        { account: user('u', 'USER_BONUS'), amountCents: 5 },
      ]),
    ).toEqual([{ userId: 'u', source: 'BONUS_BALANCE', valueCents: 5 }]);
    expect(
      transferGrants('SHOP_SELL', [
        { account: house, amountCents: -5 },
        { account: user('u'), amountCents: 5 },
      ]),
    ).toEqual([]);
    expect(
      transferGrants('PROMOCODE_REDEEM', [
        { account: house, amountCents: -5 },
        { account: user('u'), amountCents: 5 },
      ]),
    ).toEqual([{ userId: 'u', source: 'PROMOCODE', valueCents: 5 }]);
    expect(
      transferGrants('ADMIN_ADJUSTMENT', [
        { account: house, amountCents: -5 },
        { account: user('u'), amountCents: 5 },
      ]),
    ).toEqual([]);
    // Spending bonus balance (a bonus skin bought) is no new value.
    expect(
      transferGrants('SHOP_BUY', [
        { account: user('u', 'USER_BONUS'), amountCents: -5 },
        { account: house, amountCents: 5 },
      ]),
    ).toEqual([]);
  });

  it('names the players a transfer would move from bonus to real', () => {
    expect(
      bonusToRealUsers([
        { account: user('u', 'USER_BONUS'), amountCents: -5 },
        { account: user('u'), amountCents: 5 },
      ]),
    ).toEqual(['u']);
    expect(
      bonusToRealUsers([
        { account: user('u'), amountCents: -5 },
        { account: user('u', 'USER_BONUS'), amountCents: 5 },
      ]),
    ).toEqual([]);
  });
});
