import { describe, expect, it } from 'vitest';
import { ROLL_HOUSE_EDGE, ROLL_RULES } from './constants';
import { generateCrashChain } from '../../fair/crash-chain';
import {
  ROLL_ALGORITHM,
  ROLL_COLOURS,
  ROLL_WHEEL,
  rollCell,
  rollCellsOf,
  rollColourOfCell,
  rollPayoutCents,
  verifyRollRound,
} from './fair';

/** Salt of docs/architecture.md §4's crash vectors. */
const SALT = '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6';

/**
 * Computed independently in python3:
 *   m = hmac.new(h.encode(), salt.encode(), hashlib.sha256).hexdigest(); cell = (int(m[:13], 16) * 15) >> 52
 */
const VECTORS: [string, number][] = [
  ['d78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4', 10],
  ['5049b0f9b2b62c8209d55b2702f5ba14e429163b368f6353a27f50e68110eb3a', 12],
  // sha256('roll-3'), sha256('roll-16'), sha256('roll-50'), sha256('roll-0'): green, the first red, the last black.
  ['fd7630f7c08efb94aac7aadb31ef76b1a30b90d96cd8db242f56f2331186496f', 0],
  ['34b458310d3845765e60c33e5e706e205e69fa2e321828846ece64a32df6d89d', 1],
  ['1eb23f7cbd16a4b06f236b0cb375361ab380e269f883ba9fa91b2997fe5971e7', 14],
  ['6872f10cde92b662ed59195420ad8b2fc3dda4e0e9b5e18cd28fc751a96e906f', 3],
];

/** python3: a chain grown from sha256('roll-vectors'), salt 'roll-salt'; round i's cell. */
const CHAIN_SEED = '970e69d9dd16351ee9c4a1757cd8fb5d8cdf7aff915c2d55324f23c14b560edf';
const CHAIN_TERMINATING = '2f3dce83c8bea27714fc6d7f81e4c987d5ea04ff8b350d2bb6ec9d1698abbf8e';
const CHAIN_CELLS = [9, 14, 11, 13, 5, 11, 9, 3, 3, 4, 6];

describe('roll cell mapping', () => {
  it.each(VECTORS)('round hash %s lands on cell %i', (hash, cell) => {
    expect(rollCell(hash, SALT)).toBe(cell);
    expect(verifyRollRound({ hash, salt: SALT, cell })).toMatchObject({
      ok: true,
      computedCell: cell,
      cellMatches: true,
    });
  });

  it('plays a python-generated chain in reverse, cell by cell', () => {
    const chain = generateCrashChain(CHAIN_SEED, 11);
    expect(chain.terminatingHash).toBe(CHAIN_TERMINATING);
    expect(chain.roundHashes.map((h) => rollCell(h, 'roll-salt'))).toEqual(CHAIN_CELLS);
    expect(
      verifyRollRound({ hash: chain.roundHashes[0]!, previousHash: CHAIN_TERMINATING, salt: 'roll-salt', cell: 9 }).ok,
    ).toBe(true);
    expect(
      verifyRollRound({ hash: chain.roundHashes[1]!, previousHash: chain.roundHashes[0]!, salt: 'roll-salt' })
        .linksToPrevious,
    ).toBe(true);
  });

  it('reports a wrong cell, a broken link and a malformed hash without throwing', () => {
    const [hash, cell] = VECTORS[0]!;
    expect(verifyRollRound({ hash, salt: SALT, cell: cell + 1 })).toMatchObject({
      ok: false,
      cellMatches: false,
      computedCell: cell,
    });
    expect(verifyRollRound({ hash, salt: SALT, previousHash: hash })).toMatchObject({
      ok: false,
      linksToPrevious: false,
    });
    expect(verifyRollRound({ hash: 'xyz', salt: SALT })).toMatchObject({
      ok: false,
      hashWellFormed: false,
      computedCell: null,
    });
    expect(verifyRollRound({ hash: ` ${hash.toUpperCase()} `, salt: SALT, cell }).ok).toBe(true);
    expect(() => rollCell('XYZ', SALT)).toThrow(RangeError);
  });

  it('publishes the algorithm with the real numbers', () => {
    expect(ROLL_ALGORITHM).toContain('floor(U * 15)');
    expect(ROLL_ALGORITHM).toContain('first 52 bits');
    expect(ROLL_ALGORITHM).toContain('green 14x');
  });
});

describe('roll wheel and payouts', () => {
  it('has 15 cells: 7 red, 7 black, 1 green', () => {
    expect(ROLL_WHEEL).toHaveLength(15);
    expect(ROLL_WHEEL[0]).toBe('green');
    expect([rollCellsOf('red'), rollCellsOf('black'), rollCellsOf('green')]).toEqual([7, 7, 1]);
    expect(rollColourOfCell(13)).toBe('red');
    expect(rollColourOfCell(14)).toBe('black');
    expect(() => rollColourOfCell(15)).toThrow(RangeError);
  });

  it('returns exactly 14/15 on every colour: the edge is 1/15, the spec 0.066 cut to three decimals', () => {
    for (const colour of ROLL_COLOURS) {
      const stake = 1_00;
      const totalOverCells = ROLL_WHEEL.reduce((sum, _, cell) => sum + rollPayoutCents(stake, colour, cell), 0);
      // Exact: Σ payouts over the 15 equally likely cells = 14 · stake.
      expect(totalOverCells).toBe(14 * stake);
    }
    expect(ROLL_RULES.edgeNumerator / ROLL_RULES.edgeDenominator).toBeCloseTo(1 / 15, 12);
    expect(Math.floor((ROLL_RULES.edgeNumerator / ROLL_RULES.edgeDenominator) * 1000) / 1000).toBe(ROLL_HOUSE_EDGE);
  });

  it('draws the cells uniformly: over 150,000 chained rounds each cell comes up 1/15 ± 0.5 %', () => {
    const chain = generateCrashChain(CHAIN_SEED, 150_000);
    const counts = new Array<number>(15).fill(0);
    for (const hash of chain.roundHashes) counts[rollCell(hash, SALT)]!++;
    for (const count of counts) expect(Math.abs(count / 150_000 - 1 / 15)).toBeLessThan(0.005);
    // Empirical return of a red, black and green bet over those rounds, within 1.5 % of 14/15.
    for (const colour of ROLL_COLOURS) {
      const paid = counts.reduce((sum, n, cell) => sum + n * rollPayoutCents(1, colour, cell), 0);
      expect(Math.abs(paid / 150_000 - 14 / 15)).toBeLessThan(colour === 'green' ? 0.03 : 0.015);
    }
  });

  it('pays integer cents', () => {
    expect(rollPayoutCents(33, 'green', 0)).toBe(462);
    expect(rollPayoutCents(33, 'red', 0)).toBe(0);
    expect(rollPayoutCents(33, 'black', 2)).toBe(66);
  });
});
