import { describe, expect, it } from 'vitest';
import { type LavaGameView, lavaLadder } from '@arena/schemas';
import { FLIP_MS, STAGGER_MS, cellAt, cellRect, flipAt, flipping, lavaPulse } from './lava-geometry';
import { lavaFrame } from './lava-frame';

const box = { width: 800, height: 500 };

const game = (patch: Partial<LavaGameView>): LavaGameView => ({
  gameId: 'g',
  status: 'PLAYING',
  stakeCents: 100,
  items: [],
  rows: [],
  nextRow: 1,
  skipsLeft: 5,
  multiplier: 0,
  payoutCents: 0,
  ladder: lavaLadder(100, []),
  board: null,
  serverSeedHash: '',
  clientSeed: '',
  nonce: 0,
  createdAt: 0,
  endedAt: null,
  ...patch,
});

describe('lava grid geometry', () => {
  it('lays 5 rows of 8 square cells inside the box, row 1 at the bottom', () => {
    const first = cellRect(box, 1, 1);
    const last = cellRect(box, 5, 8);
    expect(first.size).toBe(last.size);
    expect(first.y).toBeGreaterThan(last.y);
    expect(last.x + last.size).toBeLessThanOrEqual(box.width);
    expect(last.y).toBeGreaterThanOrEqual(0);
    expect(first.y + first.size).toBeLessThanOrEqual(box.height);
    const middle = cellRect(box, 3, 4);
    expect(cellAt(box, middle.x + middle.size / 2, middle.y + middle.size / 2)).toEqual({ row: 3, cell: 4 });
    expect(cellAt(box, 1, 1)).toBeNull();
  });

  it('flips each cell once, left to right, from the moment the answer arrived', () => {
    expect(flipAt(1000, null, 0)).toEqual({ scaleX: 1, revealed: false });
    expect(flipAt(1000, -Infinity, 7)).toEqual({ scaleX: 1, revealed: true });
    expect(flipAt(1000 + FLIP_MS / 4, 1000, 0)).toEqual({ scaleX: 0.5, revealed: false });
    expect(flipAt(1000 + FLIP_MS / 4, 1000, 1).revealed).toBe(false);
    expect(flipAt(1000 + (3 * FLIP_MS) / 4, 1000, 0)).toEqual({ scaleX: 0.5, revealed: true });
    expect(flipAt(1000 + FLIP_MS + 7 * STAGGER_MS, 1000, 7)).toEqual({ scaleX: 1, revealed: true });
    for (const now of [0, 300, 4444]) {
      const pulse = lavaPulse(now, 2, 3);
      expect(pulse).toBeGreaterThanOrEqual(0);
      expect(pulse).toBeLessThanOrEqual(1);
    }
  });

  it('draws exactly what the server answered: opened cells, lava, the lava hit, the board at the end', () => {
    const playing = lavaFrame({
      game: game({ rows: [{ row: 1, cells: [1, 2], lava: [5, 6], safe: true }], nextRow: 2 }),
      picked: [3],
      revealedAt: new Map([[1, 500]]),
      boardRevealedAt: null,
    });
    expect(playing.rows[0]).toEqual({
      row: 1,
      active: false,
      revealedAt: 500,
      cells: ['opened', 'opened', 'safe', 'safe', 'lava', 'lava', 'safe', 'safe'],
    });
    expect(playing.rows[1]).toMatchObject({
      active: true,
      revealedAt: null,
      cells: ['hidden', 'hidden', 'picked', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden'],
    });
    expect(playing.rows[2]!.active).toBe(false);
    const lost = lavaFrame({
      game: game({
        status: 'LOST',
        nextRow: null,
        rows: [{ row: 1, cells: [5], lava: [5, 6], safe: false }],
        board: [
          [5, 6],
          [1, 8],
          [2, 3],
          [4, 7],
          [1, 2],
        ],
      }),
      picked: [],
      revealedAt: new Map(),
      boardRevealedAt: 900,
    });
    expect(lost.rows[0]!.cells[4]).toBe('hit');
    expect(lost.rows[1]).toMatchObject({
      revealedAt: 900,
      cells: ['lava', 'safe', 'safe', 'safe', 'safe', 'safe', 'safe', 'lava'],
    });
    expect(lost.rows.every((r) => !r.active)).toBe(true);
  });

  it("a row's cell flips until its own staggered flip ends", () => {
    expect(flipping(5_000, null, 0)).toBe(false);
    expect(flipping(5_000, 5_000, 3)).toBe(true);
    expect(flipping(5_000 + 3 * STAGGER_MS + FLIP_MS - 1, 5_000, 3)).toBe(true);
    expect(flipping(5_000 + 3 * STAGGER_MS + FLIP_MS, 5_000, 3)).toBe(false);
    expect(flipping(5_000 + FLIP_MS, 5_000, 0)).toBe(false);
  });
});
