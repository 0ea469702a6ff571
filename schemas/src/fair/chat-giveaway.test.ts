import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawChatGiveaway } from './chat-giveaway';
import { commitServerSeed, verifyServerSeed } from './seeded';

const SEED = 'a'.repeat(64);
const PERIOD = '2026-11-28T10:00:00.000Z';

/** The first float computed with node:crypto, apart from the library code under test. */
function firstFloat(seed: string, clientSeed: string, index: number): number {
  const mac = createHmac('sha256', seed).update(`${clientSeed}:0:0`).digest();
  return mac.readUInt32BE(index * 4) / 2 ** 32;
}

describe('hourly chat giveaway draw', () => {
  it('matches the published vectors', () => {
    expect(commitServerSeed(SEED)).toBe('ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb');
    expect(
      drawChatGiveaway({
        serverSeed: SEED,
        periodStart: PERIOD,
        participants: ['c', 'a', 'b', 'd'],
        prizeCatalogIds: [7, 3, 5],
      }),
    ).toEqual({
      winnerUserId: 'b',
      prizeCatalogItemId: 7,
    });
    const seed = '0123456789abcdef'.repeat(4);
    expect(commitServerSeed(seed)).toBe('a8ae6e6ee929abea3afcfc5258c8ccd6f85273e0d4626d26c7279f3250f77c8e');
    const participants = Array.from({ length: 10 }, (_, i) => `u${i + 1}`);
    expect(
      drawChatGiveaway({
        serverSeed: seed,
        periodStart: '2026-11-28T11:00:00.000Z',
        participants,
        prizeCatalogIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      }),
    ).toEqual({ winnerUserId: 'u5', prizeCatalogItemId: 6 });
  });

  it('is the documented algorithm: floats from HMAC-SHA256(seed, "period:0:0"), sorted participants', () => {
    const participants = ['d', 'b', 'a', 'c'];
    const winner = ['a', 'b', 'c', 'd'][Math.floor(firstFloat(SEED, PERIOD, 0) * 4)];
    const prize = [3, 5, 7][Math.floor(firstFloat(SEED, PERIOD, 1) * 3)];
    expect(
      drawChatGiveaway({ serverSeed: SEED, periodStart: PERIOD, participants, prizeCatalogIds: [5, 7, 3] }),
    ).toEqual({
      winnerUserId: winner,
      prizeCatalogItemId: prize,
    });
    expect(verifyServerSeed(SEED, commitServerSeed(SEED))).toBe(true);
  });

  it('the order participants were read in does not change the winner; nobody eligible draws nothing', () => {
    const a = drawChatGiveaway({
      serverSeed: SEED,
      periodStart: PERIOD,
      participants: ['x', 'y', 'z'],
      prizeCatalogIds: [1],
    });
    const b = drawChatGiveaway({
      serverSeed: SEED,
      periodStart: PERIOD,
      participants: ['z', 'x', 'y', 'x'],
      prizeCatalogIds: [1],
    });
    expect(a).toEqual(b);
    expect(
      drawChatGiveaway({ serverSeed: SEED, periodStart: PERIOD, participants: [], prizeCatalogIds: [1] }),
    ).toBeNull();
    expect(
      drawChatGiveaway({ serverSeed: SEED, periodStart: PERIOD, participants: ['x'], prizeCatalogIds: [] }),
    ).toBeNull();
  });
});
