import { describe, expect, it } from 'vitest';
import { sha256OfText } from '../../fair/hex';
import {
  type JackpotDrawEntry,
  jackpotEntriesDigest,
  jackpotEntryOfTicket,
  jackpotTicket,
  verifyJackpot,
} from './fair';

/** Published vectors, computed independently (Python hmac/hashlib) from the algorithm text. */
const SERVER_SEED = '7f3d9a2b6c1e4f8a0b5d2c9e7a1f3b6d8e0c2a4f6b8d0e2c4a6f8b0d2e4c6a8f';
const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const ENTRIES: JackpotDrawEntry[] = [
  { betId: 'aaaaaaaa-0000-4000-8000-000000000001', userId: ALICE, valueCents: 1250 },
  { betId: 'aaaaaaaa-0000-4000-8000-000000000002', userId: BOB, valueCents: 3000 },
  { betId: 'aaaaaaaa-0000-4000-8000-000000000003', userId: ALICE, valueCents: 745 },
];
const VECTORS: [closedAtMs: number, entries: number, ticket: number, entry: number][] = [
  [1764000000000, 1, 838, 0],
  [1764000000000, 2, 2868, 1],
  [1764000000000, 3, 1513, 1],
  [1764000000001, 3, 3855, 1],
  [1764000030123, 2, 271, 0],
  [1764000030123, 3, 4502, 2],
];

describe('jackpot fairness', () => {
  it('digests the ordered entries', () => {
    expect(sha256OfText(SERVER_SEED)).toBe('84bce5486cef39aa133b5b34108fee0ea4817325e196523a819199193b0c6e27');
    expect(jackpotEntriesDigest(ENTRIES)).toBe('c32876773b0e28dacc0933ecc52f912a57a432fb3cddac1f0717c5ce9008c3e5');
  });

  it.each(VECTORS)('closed at %i with %i entries draws ticket %i (entry %i)', (closedAtMs, count, ticket, entry) => {
    const entries = ENTRIES.slice(0, count);
    expect(jackpotTicket(SERVER_SEED, closedAtMs, entries)).toBe(ticket);
    expect(jackpotEntryOfTicket(entries, ticket)).toBe(entry);
  });

  it('maps tickets to entries by their value ranges', () => {
    expect(jackpotEntryOfTicket(ENTRIES, 0)).toBe(0);
    expect(jackpotEntryOfTicket(ENTRIES, 1249)).toBe(0);
    expect(jackpotEntryOfTicket(ENTRIES, 1250)).toBe(1);
    expect(jackpotEntryOfTicket(ENTRIES, 4249)).toBe(1);
    expect(jackpotEntryOfTicket(ENTRIES, 4994)).toBe(2);
    expect(() => jackpotEntryOfTicket(ENTRIES, 4995)).toThrow(RangeError);
  });

  it('refuses an empty pot and a non-canonical seed', () => {
    expect(() => jackpotTicket(SERVER_SEED, 1, [])).toThrow(RangeError);
    expect(() => jackpotTicket(SERVER_SEED.toUpperCase(), 1, ENTRIES)).toThrow(RangeError);
  });

  it('verifies a round and reports a mismatch', () => {
    const good = {
      serverSeed: SERVER_SEED,
      serverSeedHash: sha256OfText(SERVER_SEED),
      closedAtMs: 1764000030123,
      entries: ENTRIES,
      ticket: 4502,
      winnerUserId: ALICE,
    };
    expect(verifyJackpot(good)).toEqual({
      ok: true,
      seedMatchesHash: true,
      computedTicket: 4502,
      computedWinnerUserId: ALICE,
    });
    expect(verifyJackpot({ ...good, winnerUserId: BOB }).ok).toBe(false);
    expect(verifyJackpot({ ...good, closedAtMs: 1764000030124 }).ok).toBe(false);
    expect(verifyJackpot({ ...good, serverSeed: 'nonsense' })).toMatchObject({
      ok: false,
      seedMatchesHash: false,
      computedTicket: null,
    });
  });
});
