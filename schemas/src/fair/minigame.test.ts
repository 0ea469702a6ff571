import { describe, expect, it } from 'vitest';
import { MINIGAME_RULES, trinityPlaysPerDay } from '../constants';
import { SEEDED_GAMES, seededVerifier } from './seeded-registry';
import {
  MINIGAME_TIER_KEYS,
  christmasVerifier,
  minigameFairParams,
  minigameTierOfTicket,
  trinityVerifier,
} from './minigame';

const TRINITY = MINIGAME_RULES.trinity.tiers.map((t) => t.weight);
const CHRISTMAS = MINIGAME_RULES.christmas.tiers.map((t) => t.weight);

/**
 * Computed independently in python3 (hmac, hashlib):
 *   mac = hmac.new(server_seed.encode(), f"{client_seed}:{nonce}:0".encode(), hashlib.sha256).digest()
 *   ticket_k = (int.from_bytes(mac[4k:4k+4], 'big') * total) >> 32;  card k = first i with w1 + … + w(i+1) > ticket_k
 */
const VECTORS = [
  {
    serverSeed: 'a'.repeat(64),
    clientSeed: 'client',
    nonce: 0,
    weights: TRINITY,
    verifier: trinityVerifier,
    pick: 0,
    tickets: [4912, 37, 3819],
    cards: [1, 0, 0],
  },
  {
    serverSeed: '0123456789abcdef'.repeat(4),
    clientSeed: 'lucky-seed',
    nonce: 7,
    weights: TRINITY,
    verifier: trinityVerifier,
    pick: 2,
    tickets: [7085, 9370, 4193],
    cards: [2, 4, 1],
  },
  {
    serverSeed: 'b'.repeat(64),
    clientSeed: 'trinity',
    nonce: 23,
    weights: TRINITY,
    verifier: trinityVerifier,
    pick: 1,
    tickets: [3810, 9967, 7506],
    cards: [0, 5, 2],
  },
  {
    serverSeed: 'f'.repeat(64),
    clientSeed: 'x',
    nonce: 42,
    weights: CHRISTMAS,
    verifier: christmasVerifier,
    pick: 4,
    tickets: [8137, 6652, 8729, 5745, 3881],
    cards: [3, 2, 3, 1, 1],
  },
  {
    serverSeed: '5049b0f9b2b62c8209d55b2702f5ba14e429163b368f6353a27f50e68110eb3a',
    clientSeed: 'player 1',
    nonce: 3,
    weights: CHRISTMAS,
    verifier: christmasVerifier,
    pick: 1,
    tickets: [7079, 619, 7271, 6467, 1670],
    cards: [2, 0, 2, 2, 0],
  },
  {
    serverSeed: 'c'.repeat(64),
    clientSeed: 'gift',
    nonce: 1,
    weights: CHRISTMAS,
    verifier: christmasVerifier,
    pick: 4,
    tickets: [8185, 7723, 7719, 2819, 9959],
    cards: [3, 3, 3, 0, 5],
  },
  {
    serverSeed: 'd78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4',
    clientSeed: 'ü-seed',
    nonce: 123456,
    weights: [1, 1, 1],
    verifier: trinityVerifier,
    pick: 1,
    tickets: [1, 1, 0],
    cards: [1, 1, 0],
  },
];

describe('minigame deal', () => {
  it('matches the python vectors', () => {
    for (const v of VECTORS) {
      const params = v.verifier.params.parse(minigameFairParams(v.pick, v.weights));
      expect(v.verifier.outcome(v, params)).toEqual({
        tickets: v.tickets,
        cards: v.cards,
        pick: v.pick,
        tier: v.cards[v.pick],
      });
    }
  });

  it('is registered for the fairness center with a pick and one weight per tier', () => {
    expect(SEEDED_GAMES['minigame.trinity']).toBe(trinityVerifier);
    expect(seededVerifier('minigame.christmas')).toBe(christmasVerifier);
    expect(trinityVerifier.fields.map((f) => f.name)).toEqual(['pick', ...MINIGAME_TIER_KEYS]);
    expect(trinityVerifier.fields[0]).toEqual({ name: 'pick', kind: 'integer', min: 0, max: 2 });
    expect(christmasVerifier.fields[0]).toEqual({ name: 'pick', kind: 'integer', min: 0, max: 4 });
    expect(trinityVerifier.params.safeParse(minigameFairParams(3, TRINITY)).success).toBe(false);
    expect(christmasVerifier.params.safeParse(minigameFairParams(3, CHRISTMAS)).success).toBe(true);
    expect(trinityVerifier.params.safeParse(minigameFairParams(0, [0])).success).toBe(false);
    expect(trinityVerifier.params.safeParse(minigameFairParams(0, [6_000, 4_001])).success).toBe(false);
    expect(() =>
      minigameFairParams(
        0,
        Array.from({ length: 9 }, () => 1),
      ),
    ).toThrow(RangeError);
  });

  it('maps tickets to tiers on the cumulative weights, so each tier owns exactly its weight of tickets', () => {
    expect(minigameTierOfTicket([4, 0, 6], 0)).toBe(0);
    expect(minigameTierOfTicket([4, 0, 6], 3)).toBe(0);
    expect(minigameTierOfTicket([4, 0, 6], 4)).toBe(2);
    expect(() => minigameTierOfTicket([4, 0, 6], 10)).toThrow(RangeError);
    const counts = new Map<number, number>();
    for (let ticket = 0; ticket < MINIGAME_RULES.totalWeight; ticket++) {
      const tier = minigameTierOfTicket(TRINITY, ticket);
      counts.set(tier, (counts.get(tier) ?? 0) + 1);
    }
    expect([...counts.values()]).toEqual(TRINITY);
  });
});

describe('minigame rules', () => {
  it('publishes prize tables whose weights add up to the total', () => {
    expect(TRINITY.reduce((a, b) => a + b, 0)).toBe(MINIGAME_RULES.totalWeight);
    expect(CHRISTMAS.reduce((a, b) => a + b, 0)).toBe(MINIGAME_RULES.totalWeight);
    expect(Math.max(TRINITY.length, CHRISTMAS.length)).toBeLessThanOrEqual(MINIGAME_RULES.maxTiers);
  });

  it('gives one Trinity play a day plus one per level, at most five', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(trinityPlaysPerDay)).toEqual([1, 2, 3, 4, 5, 5, 5]);
  });
});
