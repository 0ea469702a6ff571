import { describe, expect, it } from 'vitest';
import { LAVA_RULES, LAVA_HOUSE_EDGE } from './constants';
import { lavaCanContinue, lavaRowFits } from './rules';
import { sha256OfText } from '../../fair/hex';
import { lavaBoard, lavaOutcome, lavaParams, lavaPayoutCents, lavaRowFromFloats } from './fair';
import { generateFloats } from '../../fair/seeded';

/** A small seeded PRNG for the simulated player's choices (the game's own randomness comes from the seeds). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GAMES = 100_000;

describe('lava simulation', () => {
  it(`returns 1 − edge over ${GAMES.toLocaleString('en')} games with a random strategy (within 3 standard errors)`, () => {
    const random = mulberry32(12);
    const serverSeed = sha256OfText('lava simulation');
    let sum = 0;
    let sumSquares = 0;
    let losses = 0;
    let maxPayout = 0;
    for (let nonce = 0; nonce < GAMES; nonce++) {
      const seeds = { serverSeed, clientSeed: 'simulated player', nonce };
      const stakeCents = 100 + Math.floor(random() * (LAVA_RULES.maxEntryCents - 100 + 1));
      // Rows 1-4 need one HMAC's 8 floats; the second HMAC only when a game reaches row 5 (lavaBoard takes both).
      let floats = generateFloats({ ...seeds, count: 8 });
      const board: number[][] = [];
      const rowLava = (row: number) => {
        if (row === 5 && floats.length < 10) floats = generateFloats({ ...seeds, count: 10 });
        return (board[row - 1] ??= lavaRowFromFloats(floats, row));
      };
      const rows: number[][] = [];
      // The player picks a random count that the rules offer and random cells, then stops with chance 1/3.
      for (;;) {
        const opens = rows.map((r) => r.length);
        const offered = [1, 2, 3, 4, 5, 6].filter((k) => lavaRowFits(stakeCents, opens, k));
        const open = offered[Math.floor(random() * offered.length)]!;
        const deck = [1, 2, 3, 4, 5, 6, 7, 8];
        for (let i = 0; i < open; i++) {
          const j = i + Math.floor(random() * (deck.length - i));
          [deck[i], deck[j]] = [deck[j]!, deck[i]!];
        }
        const cells = deck.slice(0, open);
        rows.push(cells);
        if (cells.some((c) => rowLava(rows.length).includes(c))) break;
        if (!lavaCanContinue(stakeCents, [...opens, open]) || random() < 1 / 3) break;
      }
      const lost = rows.some((cells, i) => cells.some((c) => rowLava(i + 1).includes(c)));
      const payoutCents = lost
        ? 0
        : lavaPayoutCents(
            stakeCents,
            rows.map((r) => r.length),
          );
      // Every 10th game is also settled by the published outcome function (the one the server uses): same pay-out.
      if (nonce % 10 === 0) {
        const outcome = lavaOutcome(seeds, lavaParams(stakeCents, rows));
        expect(outcome.payoutCents).toBe(payoutCents);
        expect(outcome.board.slice(0, rows.length)).toEqual(board.slice(0, rows.length));
        if (nonce === 0) expect(lavaBoard(seeds)).toEqual(outcome.board);
      }
      if (lost) losses++;
      maxPayout = Math.max(maxPayout, payoutCents);
      const ratio = payoutCents / stakeCents;
      sum += ratio;
      sumSquares += ratio * ratio;
    }
    const mean = sum / GAMES;
    const variance = sumSquares / GAMES - mean * mean;
    const standardError = Math.sqrt(variance / GAMES);
    const expected = 1 - LAVA_HOUSE_EDGE;
    expect(maxPayout).toBeLessThanOrEqual(LAVA_RULES.maxWinCents);
    expect(losses).toBeGreaterThan(GAMES / 4);
    // The max-win rule keeps the pay-out bounded, so the estimate is tight (about 0.01).
    expect(standardError).toBeLessThan(0.02);
    expect(Math.abs(mean - expected)).toBeLessThan(3 * standardError);
  });
});
