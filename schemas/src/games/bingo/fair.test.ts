import { describe, expect, it } from 'vitest';
import { type BingoDrawTicket, bingoDrawNumbers, bingoTicketsDigest, verifyBingoDraw } from './fair';
import { sha256OfText } from '../../fair/hex';

/** Published vectors, computed independently (Python hmac/hashlib) from the algorithm text. */
const SERVER_SEED = '7f3d9a2b6c1e4f8a0b5d2c9e7a1f3b6d8e0c2a4f6b8d0e2c4a6f8b0d2e4c6a8f';
const TICKETS: BingoDrawTicket[] = [
  { id: 'bbbbbbbb-0000-4000-8000-000000000001', numbers: [3, 7, 11, 15, 19] },
  // Stored ascending; the digest sorts anyway, so an unsorted copy digests the same.
  { id: 'bbbbbbbb-0000-4000-8000-000000000002', numbers: [5, 4, 3, 2, 1] },
  { id: 'bbbbbbbb-0000-4000-8000-000000000003', numbers: [6, 9, 12, 18, 20] },
];
const DIGESTS: Record<number, string> = {
  0: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  1: '0b777595a1cde519e032bf4e3dd720f8c13c44d57bdb250368fa3bc4c720da39',
  3: 'f53e02798e56e68fd5ba14a5fec36b597680d5cf95d4d8bf1786ae66e529661d',
};
const VECTORS: [tickets: number, drawNumber: number, numbers: number[]][] = [
  [0, 1, [9, 1, 11, 12, 20]],
  [0, 2, [4, 1, 6, 17, 10]],
  [0, 1000, [1, 3, 14, 16, 10]],
  [1, 1, [1, 10, 15, 12, 8]],
  [1, 2, [5, 1, 18, 20, 15]],
  [1, 1000, [6, 3, 20, 10, 1]],
  [3, 1, [17, 3, 19, 4, 5]],
  [3, 2, [11, 14, 16, 17, 4]],
  [3, 1000, [4, 13, 7, 2, 12]],
];

describe('bingo fairness', () => {
  it('digests the tickets in sale order', () => {
    expect(sha256OfText(SERVER_SEED)).toBe('84bce5486cef39aa133b5b34108fee0ea4817325e196523a819199193b0c6e27');
    for (const count of [0, 1, 3]) expect(bingoTicketsDigest(TICKETS.slice(0, count))).toBe(DIGESTS[count]);
    expect(bingoTicketsDigest([TICKETS[1]!, TICKETS[0]!])).not.toBe(bingoTicketsDigest(TICKETS.slice(0, 2)));
  });

  it.each(VECTORS)('%i tickets, draw %i reveals %j', (count, drawNumber, numbers) => {
    expect(bingoDrawNumbers(SERVER_SEED, DIGESTS[count]!, drawNumber)).toEqual(numbers);
  });

  it('always draws five distinct numbers from 1 to 20, each about equally often', () => {
    const seen = new Array<number>(21).fill(0);
    for (let n = 0; n < 4000; n++) {
      const drawn = bingoDrawNumbers(SERVER_SEED, DIGESTS[3]!, n);
      expect(new Set(drawn).size).toBe(5);
      for (const x of drawn) {
        expect(x).toBeGreaterThanOrEqual(1);
        expect(x).toBeLessThanOrEqual(20);
        seen[x]!++;
      }
    }
    // Each number is drawn with p = 1/4 per draw: 1,000 expected of 4,000, sd ≈ 27.4; 5 sd either side.
    for (let x = 1; x <= 20; x++) expect(Math.abs(seen[x]! - 1000)).toBeLessThan(137);
  });

  it('verifies a draw and reports each kind of mismatch', () => {
    const good = {
      serverSeed: SERVER_SEED,
      serverSeedHash: sha256OfText(SERVER_SEED),
      drawNumber: 2,
      tickets: TICKETS,
      ticketsDigest: DIGESTS[3]!,
      numbers: [11, 14, 16, 17, 4],
    };
    expect(verifyBingoDraw(good)).toEqual({
      ok: true,
      seedMatchesHash: true,
      digestMatches: true,
      computedNumbers: [11, 14, 16, 17, 4],
    });
    expect(verifyBingoDraw({ ...good, numbers: [11, 14, 16, 4, 17] }).ok).toBe(false);
    expect(verifyBingoDraw({ ...good, drawNumber: 1 }).ok).toBe(false);
    expect(verifyBingoDraw({ ...good, tickets: TICKETS.slice(0, 2) })).toMatchObject({
      ok: false,
      digestMatches: false,
    });
    expect(verifyBingoDraw({ ...good, serverSeed: 'nonsense' })).toMatchObject({
      ok: false,
      seedMatchesHash: false,
      computedNumbers: null,
    });
  });
});
