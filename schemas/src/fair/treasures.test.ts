import { describe, expect, it } from 'vitest';
import { TREASURE_RULES, treasureActivationChance } from '../rules/treasures';
import { SEEDED_GAMES } from './seeded-registry';
import {
  TREASURE_ACTIVATION_GAME,
  TREASURE_UPGRADE_GAME,
  treasureActivation,
  treasureActivationVerifier,
  treasureDrop,
  treasureUpgrade,
  treasureUpgradeVerifier,
} from './treasures';

/**
 * Computed independently in python3 (hmac, hashlib):
 *   k_j = int.from_bytes(hmac.new(seed.encode(), f"{client}:{nonce}:0".encode(), hashlib.sha256).digest()[4j:4j+4], 'big')
 *   drop:       client = bet id, nonce 0; roll = (k_0 * divisor) >> 32; drops = roll < stake; slot = ((k_1 * 10) >> 32) + 1
 *   activation: roll = (k_0 * 10000) >> 32; success = roll < chance
 *   upgrade:    pick = (k_0 * 9) >> 32; slot = [s for s in 1..10 if s != fromSlot][pick]
 */
const SEED_B = '5049b0f9b2b62c8209d55b2702f5ba14e429163b368f6353a27f50e68110eb3a';
const SEED_C = 'd78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4';
const DROPS = [
  {
    serverSeed: 'a'.repeat(64),
    betId: '00000000-0000-4000-8000-000000000001',
    stakeCents: 1000,
    divisor: 1_000_000,
    roll: 356619,
    drops: false,
    slot: 6,
  },
  {
    serverSeed: '0123456789abcdef'.repeat(4),
    betId: '3f2a7c1e-9b4d-4e8a-a1b2-c3d4e5f60718',
    stakeCents: 20000,
    divisor: 1_000_000,
    roll: 582760,
    drops: false,
    slot: 4,
  },
  { serverSeed: 'f'.repeat(64), betId: 'bet-1', stakeCents: 50, divisor: 100, roll: 81, drops: false, slot: 4 },
  {
    serverSeed: SEED_B,
    betId: 'd2c8a7e4-1f3b-4c5d-9e6f-7a8b9c0d1e2f',
    stakeCents: 100,
    divisor: 1000,
    roll: 177,
    drops: false,
    slot: 7,
  },
  {
    serverSeed: SEED_C,
    betId: '11111111-2222-4333-8444-555555555555',
    stakeCents: 999999,
    divisor: 1_000_000,
    roll: 643960,
    drops: true,
    slot: 6,
  },
  {
    serverSeed: SEED_B,
    betId: '00000000-0000-4000-8000-000000000012',
    stakeCents: 20000,
    divisor: 1_000_000,
    roll: 4954,
    drops: true,
    slot: 4,
  },
  {
    serverSeed: SEED_B,
    betId: '00000000-0000-4000-8000-000000000049',
    stakeCents: 20000,
    divisor: 1_000_000,
    roll: 10558,
    drops: true,
    slot: 2,
  },
];
const ACTIVATIONS = [
  { serverSeed: 'a'.repeat(64), clientSeed: 'client', nonce: 0, chanceBasisPoints: 500, roll: 4912, success: false },
  { serverSeed: 'a'.repeat(64), clientSeed: 'client', nonce: 1, chanceBasisPoints: 2000, roll: 2911, success: false },
  { serverSeed: 'a'.repeat(64), clientSeed: 'client', nonce: 2, chanceBasisPoints: 2000, roll: 975, success: true },
  {
    serverSeed: '0123456789abcdef'.repeat(4),
    clientSeed: 'lucky',
    nonce: 7,
    chanceBasisPoints: 2000,
    roll: 8978,
    success: false,
  },
  {
    serverSeed: '0123456789abcdef'.repeat(4),
    clientSeed: 'lucky',
    nonce: 28,
    chanceBasisPoints: 500,
    roll: 85,
    success: true,
  },
  { serverSeed: 'f'.repeat(64), clientSeed: 'x', nonce: 42, chanceBasisPoints: 500, roll: 8137, success: false },
  { serverSeed: SEED_B, clientSeed: 'player 1', nonce: 3, chanceBasisPoints: 2000, roll: 7079, success: false },
];
const UPGRADES = [
  { serverSeed: 'a'.repeat(64), clientSeed: 'client', nonce: 0, fromSlot: 1, pick: 4, slot: 6 },
  { serverSeed: '0123456789abcdef'.repeat(4), clientSeed: 'lucky', nonce: 7, fromSlot: 5, pick: 8, slot: 10 },
  { serverSeed: 'f'.repeat(64), clientSeed: 'x', nonce: 42, fromSlot: 10, pick: 7, slot: 8 },
  { serverSeed: SEED_C, clientSeed: 'ü-seed', nonce: 123456, fromSlot: 3, pick: 3, slot: 5 },
];

describe('treasure draws', () => {
  it('drops match the python vectors', () => {
    for (const v of DROPS) {
      expect(treasureDrop(v)).toEqual({ roll: v.roll, drops: v.drops, slot: v.slot });
    }
  });

  it('a drop is fixed by seed and bet id: the stake only moves the threshold', () => {
    const base = { serverSeed: SEED_B, betId: '00000000-0000-4000-8000-000000000012', divisor: 1_000_000 };
    expect(treasureDrop({ ...base, stakeCents: 4954 }).drops).toBe(false);
    expect(treasureDrop({ ...base, stakeCents: 4955 }).drops).toBe(true);
    expect(treasureDrop({ ...base, stakeCents: 1_000_000 }).drops).toBe(true);
  });

  it('activations and upgrades match the python vectors', () => {
    for (const v of ACTIVATIONS) expect(treasureActivation(v, v)).toEqual({ roll: v.roll, success: v.success });
    for (const v of UPGRADES) expect(treasureUpgrade(v, v)).toEqual({ pick: v.pick, slot: v.slot });
  });

  it('upgrades never give the burnt treasure back', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      for (const fromSlot of [1, 6, 10])
        expect(treasureUpgrade({ serverSeed: SEED_C, clientSeed: 'c', nonce }, { fromSlot }).slot).not.toBe(fromSlot);
    }
  });

  it('is registered for the fairness center', () => {
    expect(SEEDED_GAMES[TREASURE_ACTIVATION_GAME]).toBe(treasureActivationVerifier);
    expect(SEEDED_GAMES[TREASURE_UPGRADE_GAME]).toBe(treasureUpgradeVerifier);
    expect(treasureActivationVerifier.params.safeParse({ chanceBasisPoints: 0 }).success).toBe(false);
    expect(treasureUpgradeVerifier.params.safeParse({ fromSlot: 11 }).success).toBe(false);
  });

  it('docs/product-rules.md §9 numbers: 5% base, +15% with premium, chance = cents / 1,000,000', () => {
    expect(treasureActivationChance(false)).toBe(500);
    expect(treasureActivationChance(true)).toBe(2000);
    expect(TREASURE_RULES.cardChanceDivisor).toBe(1_000_000);
    expect(TREASURE_RULES).toMatchObject({
      treasuresPerCollection: 10,
      collectionsPerYear: 4,
      maxActiveOrders: 5,
      orderLifetimeMs: 43_200_000,
    });
  });
});
