import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitServerSeed, generateFloats, randomServerSeed, verifyServerSeed } from './seeded';
import { sha256OfText } from './hex';

const SERVER_SEED = sha256OfText('arena seeded test server seed');
const CLIENT_SEED = 'player chosen seed';

/** Stake's published byte-to-float rule, re-written on node:crypto: Σ byte_i / 256^(i+1). */
function referenceFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let at = 0; at < bytes.length && floats.length < count; at += 4) {
      let float = 0;
      for (let i = 0; i < 4; i++) float += bytes[at + i]! / 256 ** (i + 1);
      floats.push(float);
    }
  }
  return floats;
}

describe('seeded floats', () => {
  it('is deterministic and matches the node:crypto reference across HMAC rounds', () => {
    const input = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 7, count: 20 };
    const floats = generateFloats(input);
    expect(floats).toHaveLength(20);
    expect(generateFloats(input)).toEqual(floats);
    expect(floats).toEqual(referenceFloats(SERVER_SEED, CLIENT_SEED, 7, 20));
    // A shorter request is a prefix of a longer one: games may draw as many floats as they need.
    expect(generateFloats({ ...input, count: 9 })).toEqual(floats.slice(0, 9));
    expect(generateFloats({ ...input, count: 0 })).toEqual([]);
  });

  it('changes with every seed and the nonce', () => {
    const base = generateFloats({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 1, count: 8 });
    expect(generateFloats({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 2, count: 8 })).not.toEqual(base);
    expect(generateFloats({ serverSeed: SERVER_SEED, clientSeed: 'other', nonce: 1, count: 8 })).not.toEqual(base);
    expect(generateFloats({ serverSeed: randomServerSeed(), clientSeed: CLIENT_SEED, nonce: 1, count: 8 })).not.toEqual(
      base,
    );
  });

  it('stays in [0, 1) and is roughly uniform over 10^5 floats', () => {
    const floats = generateFloats({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 0, count: 100_000 });
    expect(floats.every((f) => f >= 0 && f < 1)).toBe(true);
    const buckets = new Array<number>(10).fill(0);
    for (const f of floats) buckets[Math.floor(f * 10)]!++;
    // 10^4 expected per bucket, standard deviation 95: ±600 is over six deviations.
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(600);
  });

  it('commits to the server seed with sha256 of its hex text, and verifies a reveal', () => {
    const seed = randomServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(randomServerSeed()).not.toBe(seed);
    const commitment = commitServerSeed(seed);
    expect(commitment).toBe(createHash('sha256').update(seed, 'utf8').digest('hex'));
    expect(verifyServerSeed(seed, commitment)).toBe(true);
    expect(verifyServerSeed(randomServerSeed(), commitment)).toBe(false);
  });

  it('rejects malformed seeds, nonces and counts', () => {
    const ok = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 0, count: 1 };
    expect(() => generateFloats({ ...ok, serverSeed: SERVER_SEED.toUpperCase() })).toThrow(RangeError);
    expect(() => generateFloats({ ...ok, nonce: -1 })).toThrow(RangeError);
    expect(() => generateFloats({ ...ok, nonce: 1.5 })).toThrow(RangeError);
    expect(() => generateFloats({ ...ok, count: -1 })).toThrow(RangeError);
    expect(() => commitServerSeed('abc')).toThrow(RangeError);
  });
});
