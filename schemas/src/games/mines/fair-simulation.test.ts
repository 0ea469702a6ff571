import { describe, expect, it } from 'vitest';
import { MINES_RULES } from './constants';
import { type MinesMode, minesMultiplierFraction } from './rules';
import {
  type MinesPlay,
  defuseMinesMine,
  minesFairParams,
  minesGems,
  minesPosition,
  newMinesPlay,
  openMinesCell,
  takeMinesWinnings,
} from './round';
import { minesBoard, minesOutcome } from './fair';

/** A small deterministic PRNG for the players' choices (the boards come from the seeds). */
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

const ROUNDS = 100_000;
/** Strategies whose top multiplier is at most this keep the variance (and so the tolerance) useful. */
const MAX_TARGET_MULTIPLIER = 50;

/** Per mine count, the most gems a strategy aims for (classic multiplier at most MAX_TARGET_MULTIPLIER). */
const MAX_TARGETS = Array.from({ length: MINES_RULES.maxMines + 1 }, (_, mines) => {
  if (mines === 0) return 0;
  let k = 1;
  const fits = (gems: number) => {
    const { num, den } = minesMultiplierFraction({ mines, mode: 'classic', gems, defusedAt: null });
    return num <= BigInt(MAX_TARGET_MULTIPLIER) * den;
  };
  while (k < MINES_RULES.cells - mines && fits(k + 1)) k++;
  return k;
});

function step(result: ReturnType<typeof openMinesCell>): MinesPlay {
  if (!result.ok) throw new Error(result.refusal.key);
  return result.play;
}

describe('mines simulation', () => {
  it(`${ROUNDS.toLocaleString('en')} rounds of random strategies return 1 - edge within 4 standard errors`, () => {
    const random = mulberry32(13);
    const serverSeed = 'c0ffee'.repeat(10) + 'c0ff';
    let sum = 0;
    let sumSquares = 0;
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      const mines = 1 + Math.floor(random() * 24);
      const mode: MinesMode = random() < 0.5 ? 'classic' : 'plus';
      const maxTarget = MAX_TARGETS[mines]!;
      const target = 1 + Math.floor(random() * maxTarget);
      const stopAfterDefuse = random() < 0.5;
      const board = minesBoard({ serverSeed, clientSeed: 'sim', nonce }, mines);
      const closed = Array.from({ length: MINES_RULES.cells }, (_, i) => i);
      let play = newMinesPlay({ mines, mode, stakeCents: 100 });
      while (play.status === 'PLAYING' || play.status === 'AWAITING_DEFUSAL') {
        if (play.status === 'AWAITING_DEFUSAL') {
          play = step(defuseMinesMine(play));
          if (stopAfterDefuse && minesGems(play) > 0) play = step(takeMinesWinnings(play));
          continue;
        }
        if (minesGems(play) >= target) {
          play = step(takeMinesWinnings(play));
          continue;
        }
        const cell = closed.splice(Math.floor(random() * closed.length), 1)[0]!;
        play = step(openMinesCell(play, cell, board));
      }
      // The exact multiplier (no floor, no cap: what the formulas promise), and the published outcome agrees.
      const won = play.status === 'CASHED_OUT';
      const { num, den } = won ? minesMultiplierFraction(minesPosition(play)) : { num: 0n, den: 1n };
      const value = Number(num) / Number(den);
      sum += value;
      sumSquares += value * value;
      if (nonce % 97 === 0) {
        const outcome = minesOutcome({ serverSeed, clientSeed: 'sim', nonce }, minesFairParams(play));
        expect(outcome.result).toBe(won ? 'WIN' : 'LOSS');
        expect(outcome.multiplier).toBe(Math.floor(value * 10_000 + 1e-9) / 10_000);
      }
    }
    const mean = sum / ROUNDS;
    const variance = sumSquares / ROUNDS - mean * mean;
    const standardError = Math.sqrt(variance / ROUNDS);
    const R = MINES_RULES.returnBasisPoints / 10_000;
    console.info(`mines simulation: mean return ${mean.toFixed(5)}, standard error ${standardError.toFixed(5)}`);
    expect(standardError).toBeLessThan(0.02);
    expect(Math.abs(mean - R)).toBeLessThan(4 * standardError);
  });
});
