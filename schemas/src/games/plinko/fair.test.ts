import { describe, expect, it } from 'vitest';
import { PLINKO_RULES } from './constants';
import { PLINKO_ALGORITHM, PlinkoParams, plinkoOutcome, plinkoPath, plinkoVerifier } from './fair';
import { SEEDED_GAMES } from '../../fair/seeded-registry';

/** sha256('arena plinko vectors') and sha256('second') as hex: the server seeds of the vectors. */
const SEED_A = 'd44fb48b7b81e88eda4e1e2f048bf65c08acb5bf877f770e5453024ef5b1d0a5';
const SEED_B = '16367aacb67a4a017c8da8ab95682ccb390863780f7114dda0a0e0c55644c7c4';

/**
 * Computed independently in python3 (hmac, hashlib): floats from HMAC-SHA256(server seed, "client:nonce:round"),
 * 4 big-endian bytes / 2^32 each; direction int(f * 2); bucket = number of rights; multiplier from the table.
 */
const VECTORS = [
  {
    seed: SEED_A,
    clientSeed: 'lucky-player',
    nonce: 0,
    rows: 8,
    risk: 'low',
    path: '01100110',
    bucket: 4,
    multiplierHundredths: 50,
  },
  {
    seed: SEED_A,
    clientSeed: 'lucky-player',
    nonce: 1,
    rows: 12,
    risk: 'medium',
    path: '111100001101',
    bucket: 7,
    multiplierHundredths: 60,
  },
  {
    seed: SEED_A,
    clientSeed: 'lucky-player',
    nonce: 2,
    rows: 16,
    risk: 'high',
    path: '1011011101011101',
    bucket: 11,
    multiplierHundredths: 200,
  },
  {
    seed: SEED_A,
    clientSeed: 'x',
    nonce: 41,
    rows: 9,
    risk: 'high',
    path: '011110111',
    bucket: 7,
    multiplierHundredths: 200,
  },
  {
    seed: SEED_A,
    clientSeed: 'seed-with?',
    nonce: 7,
    rows: 13,
    risk: 'low',
    path: '1010001100110',
    bucket: 6,
    multiplierHundredths: 70,
  },
  {
    seed: SEED_A,
    clientSeed: 'lucky-player',
    nonce: 999,
    rows: 16,
    risk: 'medium',
    path: '1110000011110000',
    bucket: 7,
    multiplierHundredths: 50,
  },
  {
    seed: SEED_B,
    clientSeed: 'abc',
    nonce: 3,
    rows: 11,
    risk: 'high',
    path: '01100000010',
    bucket: 3,
    multiplierHundredths: 140,
  },
  {
    seed: SEED_B,
    clientSeed: 'abc',
    nonce: 4,
    rows: 14,
    risk: 'low',
    path: '01010000111101',
    bucket: 7,
    multiplierHundredths: 50,
  },
  {
    seed: SEED_B,
    clientSeed: 'abc',
    nonce: 5,
    rows: 15,
    risk: 'medium',
    path: '010001110100001',
    bucket: 6,
    multiplierHundredths: 50,
  },
  {
    seed: SEED_B,
    clientSeed: 'abc',
    nonce: 6,
    rows: 10,
    risk: 'high',
    path: '1000101001',
    bucket: 4,
    multiplierHundredths: 30,
  },
] as const;

describe('plinko outcome', () => {
  it.each(VECTORS)('matches the python vector for nonce $nonce, $rows rows, $risk', (v) => {
    const outcome = plinkoOutcome(
      { serverSeed: v.seed, clientSeed: v.clientSeed, nonce: v.nonce },
      { rows: v.rows, risk: v.risk },
    );
    expect(outcome).toEqual({
      path: [...v.path].map(Number),
      bucket: v.bucket,
      multiplierHundredths: v.multiplierHundredths,
    });
  });

  it('maps each float to a direction at the half: below 0.5 is left, from 0.5 right', () => {
    expect(plinkoPath([0, 0.4999999999, 0.5, 0.9999999998])).toEqual([0, 0, 1, 1]);
  });

  it('is the verifier the registry lists, and its params refuse boards that do not exist', () => {
    expect(SEEDED_GAMES.plinko).toBe(plinkoVerifier);
    expect(plinkoVerifier.game).toBe('plinko');
    expect(PlinkoParams.safeParse({ rows: 8, risk: 'low' }).success).toBe(true);
    expect(PlinkoParams.safeParse({ rows: 7, risk: 'low' }).success).toBe(false);
    expect(PlinkoParams.safeParse({ rows: 17, risk: 'low' }).success).toBe(false);
    expect(PlinkoParams.safeParse({ rows: 12.5, risk: 'low' }).success).toBe(false);
    expect(PlinkoParams.safeParse({ rows: 12, risk: 'extreme' }).success).toBe(false);
    expect(plinkoVerifier.fields).toEqual([
      { name: 'rows', kind: 'integer', min: 8, max: 16 },
      { name: 'risk', kind: 'choice', options: ['low', 'medium', 'high'] },
    ]);
    // The outcome is plain JSON, as the fair_bets row stores it.
    const outcome = plinkoVerifier.outcome(
      { serverSeed: SEED_A, clientSeed: 'lucky-player', nonce: 0 },
      { rows: 8, risk: 'low' },
    );
    expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
    expect(PLINKO_ALGORITHM).toContain('floor(f_i * 2)');
    expect(PLINKO_RULES.risks).toEqual(['low', 'medium', 'high']);
  });

  it("draws one float per row: a longer board starts with the shorter board's path", () => {
    const seeds = { serverSeed: SEED_B, clientSeed: 'abc', nonce: 3 };
    const long = plinkoOutcome(seeds, { rows: 16, risk: 'low' });
    const short = plinkoOutcome(seeds, { rows: 11, risk: 'high' });
    expect(long.path.slice(0, 11)).toEqual(short.path);
    expect(long.path).toHaveLength(16);
  });
});
