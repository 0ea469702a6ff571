import { describe, expect, it } from 'vitest';
import { rollColourOfCell } from '@arena/schemas';
import { TILE_STEP, landingJitter, landingTile, restingTile, stripOffsetPx, stripTiles } from './strip-geometry';

describe('roll strip geometry', () => {
  const tiles = stripTiles();

  it('lands on a tile of exactly the round cell, for every cell', () => {
    for (let cell = 0; cell < 15; cell++) {
      const tile = tiles[landingTile(cell)]!;
      expect(tile).toEqual({ cell, colour: rollColourOfCell(cell) });
      // The marker stays inside that tile whatever the jitter.
      for (const id of ['1', '42', '99999', 'round']) {
        const x = stripOffsetPx(landingTile(cell), landingJitter(id));
        expect(Math.floor(x / TILE_STEP)).toBe(landingTile(cell));
      }
      expect(tiles[restingTile(cell)]!.cell).toBe(cell);
      expect(landingTile(cell) - restingTile(cell)).toBeGreaterThanOrEqual(60);
    }
  });

  it('draws the wheel in order: green, then red and black alternating', () => {
    expect(tiles.slice(0, 4).map((t) => t.colour)).toEqual(['green', 'red', 'black', 'red']);
    expect(tiles.filter((t) => t.colour === 'green')).toHaveLength(8);
  });
});
