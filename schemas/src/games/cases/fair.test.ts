import { describe, expect, it } from 'vitest';
import { CASE_RULES } from './constants';
import {
  CASE_SLOT_KEYS,
  CasesFairParams,
  caseEconomics,
  caseFairParams,
  caseSlotOfTicket,
  caseTicketOf,
  casesOutcome,
  casesVerifier,
} from './fair';
import { SEEDED_GAMES, seededVerifier } from '../../fair/seeded-registry';

/**
 * Computed independently in python3 (hmac, hashlib):
 *   mac = hmac.new(server_seed.encode(), f"{client_seed}:{nonce}:0".encode(), hashlib.sha256).digest()
 *   ticket = (int.from_bytes(mac[:4], 'big') * total) >> 32;  slot = first i with w1 + … + w(i+1) > ticket
 */
const VECTORS = [
  {
    serverSeed: 'a'.repeat(64),
    clientSeed: 'client',
    nonce: 0,
    weights: [500000, 300000, 150000, 45000, 5000],
    total: 1000000,
    ticket: 491228,
    slot: 0,
  },
  {
    serverSeed: '0123456789abcdef'.repeat(4),
    clientSeed: 'lucky-seed',
    nonce: 7,
    weights: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    total: 10,
    ticket: 7,
    slot: 7,
  },
  {
    serverSeed: 'f'.repeat(64),
    clientSeed: 'x',
    nonce: 42,
    weights: [900000, 90000, 9000, 900, 100],
    total: 1000000,
    ticket: 813751,
    slot: 0,
  },
  {
    serverSeed: '5049b0f9b2b62c8209d55b2702f5ba14e429163b368f6353a27f50e68110eb3a',
    clientSeed: 'player 1',
    nonce: 3,
    weights: [250, 0, 250, 500],
    total: 1000,
    ticket: 707,
    slot: 3,
  },
  {
    serverSeed: 'd78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4',
    clientSeed: 'ü-seed',
    nonce: 123456,
    weights: [7, 11, 13, 17, 19, 23, 29],
    total: 119,
    ticket: 52,
    slot: 4,
  },
];

describe('cases mapping', () => {
  it('matches the python vectors', () => {
    for (const v of VECTORS) {
      const params = CasesFairParams.parse(caseFairParams(v.weights));
      expect(casesVerifier.outcome(v, params)).toEqual({ ticket: v.ticket, totalWeight: v.total, slot: v.slot });
    }
  });

  it('is registered for the fairness center, with one integer field per slot', () => {
    expect(SEEDED_GAMES.cases).toBe(casesVerifier);
    expect(seededVerifier('cases')?.game).toBe('cases');
    expect(casesVerifier.fields.map((f) => f.name)).toEqual(CASE_SLOT_KEYS);
    expect(CASE_SLOT_KEYS).toHaveLength(CASE_RULES.maxItems);
    expect(CasesFairParams.safeParse(caseFairParams([0])).success).toBe(false);
    expect(CasesFairParams.safeParse(caseFairParams([600_000, 400_001])).success).toBe(false);
    expect(CasesFairParams.safeParse(caseFairParams([600_000, 400_000])).success).toBe(true);
    expect(() => caseFairParams(Array.from({ length: 11 }, () => 1))).toThrow(RangeError);
  });

  it('gives each slot exactly the tickets of its weight, skipping empty slots', () => {
    const weights = [3, 0, 5, 2];
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => caseSlotOfTicket(weights, t))).toEqual([
      0, 0, 0, 2, 2, 2, 2, 2, 3, 3,
    ]);
    expect(() => caseSlotOfTicket(weights, 10)).toThrow(RangeError);
    expect(caseTicketOf(0, 10)).toBe(0);
    expect(caseTicketOf((2 ** 32 - 1) / 2 ** 32, 1_000_000)).toBe(999_999);
    expect(caseTicketOf(0.5, 7)).toBe(3);
  });

  it('prices a case at ceil(EV / (1 − edge)) in whole cents and publishes the edge that price gives', () => {
    const items = [
      { weight: 500, priceCents: 10 },
      { weight: 300, priceCents: 100 },
      { weight: 200, priceCents: 1_000 },
    ];
    // EV = (5,000 + 30,000 + 200,000) / 1,000 = 235 cents; 235 / 0.9 = 261.1… → 262.
    const economics = caseEconomics(items, 1000);
    expect(economics).toMatchObject({
      totalWeight: 1000,
      weightedCents: 235_000,
      expectedValueCents: 235,
      priceCents: 262,
    });
    expect(economics.edge).toBeCloseTo(1 - 235 / 262, 12);
    // An EV that divides exactly is not rounded up.
    expect(caseEconomics([{ weight: 1, priceCents: 90 }], 1000).priceCents).toBe(100);
    expect(() => caseEconomics(items, 10_000)).toThrow(RangeError);
  });
});

describe('cases simulation', () => {
  it('100,000 openings hit each slot at its odds and return EV / price within 3 standard errors', () => {
    const items = [
      { weight: 450_000, priceCents: 100 },
      { weight: 300_000, priceCents: 300 },
      { weight: 170_000, priceCents: 800 },
      { weight: 70_000, priceCents: 2_000 },
      { weight: 10_000, priceCents: 7_500 },
    ];
    const { priceCents, expectedValueCents } = caseEconomics(items, 1000);
    const params = caseFairParams(items.map((i) => i.weight));
    const serverSeed = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    const openings = 100_000;
    const hits = items.map(() => 0);
    let paid = 0;
    for (let nonce = 0; nonce < openings; nonce++) {
      const { slot } = casesOutcome({ serverSeed, clientSeed: 'simulation', nonce }, params);
      hits[slot]! += 1;
      paid += items[slot]!.priceCents;
    }
    for (const [slot, item] of items.entries()) {
      const p = item.weight / 1_000_000;
      const standardError = Math.sqrt((p * (1 - p)) / openings);
      expect(Math.abs(hits[slot]! / openings - p)).toBeLessThan(3 * standardError);
    }
    const variance = items.reduce(
      (sum, i) => sum + (i.weight / 1_000_000) * (i.priceCents - expectedValueCents) ** 2,
      0,
    );
    const standardError = Math.sqrt(variance / openings) / priceCents;
    // EV $4.86 of a $5.40 price; the standard error is about 0.0051, so the tolerance is ±1.5 percentage points of return.
    expect(standardError).toBeLessThan(0.006);
    expect(Math.abs(paid / openings / priceCents - expectedValueCents / priceCents)).toBeLessThan(3 * standardError);
  });
});
