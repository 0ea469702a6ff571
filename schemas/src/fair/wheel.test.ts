import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seededVerifier } from './seeded-registry';
import {
  WHEEL_ALGORITHM,
  WHEEL_FAIR_GAME,
  WHEEL_SEGMENTS_CENTS,
  wheelSegmentOfFloat,
  wheelSpin,
  wheelVerifier,
} from './wheel';

/**
 * Published test vectors of the wheel of fortune: (server seed, client seed, nonce) → the first 4 HMAC bytes, the
 * segment and the prize. Anyone re-implementing WHEEL_ALGORITHM must get exactly these.
 */
const VECTORS = [
  { serverSeed: '0'.repeat(64), clientSeed: '0', nonce: 0, bytes: 'd361ceab', segment: 13, prizeCents: 5 },
  { serverSeed: '0'.repeat(64), clientSeed: '0', nonce: 1, bytes: 'f306d3c8', segment: 15, prizeCents: 100 },
  { serverSeed: 'a'.repeat(64), clientSeed: 'arena', nonce: 0, bytes: 'a6078652', segment: 10, prizeCents: 3 },
  { serverSeed: 'a'.repeat(64), clientSeed: 'arena', nonce: 7, bytes: '59752bc5', segment: 5, prizeCents: 5 },
  { serverSeed: 'a'.repeat(64), clientSeed: 'arena', nonce: 18, bytes: 'ff7ab76c', segment: 15, prizeCents: 100 },
  {
    serverSeed: 'd78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4',
    clientSeed: 'lucky',
    nonce: 42,
    bytes: '8069c29b',
    segment: 8,
    prizeCents: 2,
  },
] as const;

describe('wheel of fortune spin', () => {
  it.each(VECTORS)('$clientSeed:$nonce lands on segment $segment ($prizeCents cents)', (vector) => {
    const seeds = { serverSeed: vector.serverSeed, clientSeed: vector.clientSeed, nonce: vector.nonce };
    // An independent implementation of the published text, with node:crypto.
    const mac = createHmac('sha256', Buffer.from(vector.serverSeed, 'utf8'))
      .update(`${vector.clientSeed}:${vector.nonce}:0`)
      .digest();
    expect(mac.subarray(0, 4).toString('hex')).toBe(vector.bytes);
    expect(Math.floor((mac.readUInt32BE(0) / 2 ** 32) * 16)).toBe(vector.segment);
    expect(wheelSpin(seeds)).toEqual({ segment: vector.segment, prizeCents: vector.prizeCents });
    expect(wheelVerifier.outcome(seeds, {})).toEqual({ segment: vector.segment, prizeCents: vector.prizeCents });
  });

  it('publishes 16 equally likely segments worth 11.5 cents a spin on average', () => {
    expect(WHEEL_SEGMENTS_CENTS).toHaveLength(16);
    expect(WHEEL_SEGMENTS_CENTS.reduce((a, b) => a + b, 0)).toBe(184);
    expect(WHEEL_ALGORITHM).toContain('floor(float_0 · 16)');
    expect([0, 1 / 16 - 2 ** -32, 1 / 16, 0.5, 1 - 2 ** -32].map(wheelSegmentOfFloat)).toEqual([0, 0, 1, 8, 15]);
    expect(() => wheelSegmentOfFloat(1)).toThrow(RangeError);
    expect(() => wheelSegmentOfFloat(-0.1)).toThrow(RangeError);
  });

  it('hits every segment about equally over many nonces', () => {
    const counts = new Array<number>(16).fill(0);
    const spins = 16_000;
    for (let nonce = 0; nonce < spins; nonce++)
      counts[wheelSpin({ serverSeed: 'b'.repeat(64), clientSeed: 'spread', nonce }).segment]!++;
    // Expected 1000 each; the binomial standard deviation is ~31, so ±150 is a 4.8 sigma bound.
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it('is on the fairness center under its game name, with no params', () => {
    expect(seededVerifier(WHEEL_FAIR_GAME)).toBe(wheelVerifier);
    expect(wheelVerifier.fields).toEqual([]);
    expect(wheelVerifier.params.safeParse({}).success).toBe(true);
    expect(wheelVerifier.params.safeParse({ rigged: 1 }).success).toBe(false);
  });
});
