import { Container, Graphics } from 'pixi.js';
import { LAVA_RULES } from '@arena/schemas';
import type { CellLook, LavaFrame } from './lava-frame';
import { type Box, cellRect, flipAt, flipping, lavaPulse } from './lava-geometry';

const COLORS = {
  hidden: 0x1f2639,
  hiddenActive: 0x2b3552,
  edge: 0x3a4560,
  edgeActive: 0x7c5cff,
  picked: 0x3b2f77,
  pickedEdge: 0xffc23d,
  stone: 0x2a3142,
  opened: 0x2fd67b,
  lavaDark: 0xff3d00,
  lavaLight: 0xffb000,
  bubble: 0xffe9a8,
  hit: 0xffffff,
} as const;

const mix = (a: number, b: number, t: number): number => {
  const channel = (shift: number) =>
    Math.round(((a >> shift) & 255) + (((b >> shift) & 255) - ((a >> shift) & 255)) * t);
  return (channel(16) << 16) | (channel(8) << 8) | channel(0);
};

/**
 * The lava grid: 5 rows of 8 cells, row 1 at the bottom. Each frame redraws every cell from the frame (what the
 * server answered): a row's cells flip left to right when its result arrives, lava glows and bubbles, the cell the
 * player lost on is ringed. It only draws: taps come from the host element (lava-pointer.ts), which listens before
 * Pixi has started.
 */
export class LavaGrid {
  private readonly root = new Container();
  private readonly glows: Graphics[] = [];
  private readonly cells: Graphics[] = [];

  constructor(stage: Container) {
    for (let i = 0; i < LAVA_RULES.rows * LAVA_RULES.cells; i++) {
      const glow = new Graphics();
      const cell = new Graphics();
      this.glows.push(glow);
      this.cells.push(cell);
      this.root.addChild(glow);
    }
    this.root.addChild(...this.cells);
    stage.addChild(this.root);
  }

  /** Moving while a row still flips open or a lava cell shows (lava breathes and bubbles on the clock). */
  draw(frame: LavaFrame, box: Box, now: number): boolean {
    let moving = false;
    for (const row of frame.rows) {
      row.cells.forEach((look, i) => {
        const index = (row.row - 1) * LAVA_RULES.cells + i;
        const rect = cellRect(box, row.row, i + 1);
        const flip = flipAt(now, row.revealedAt, i);
        const shown: CellLook = flip.revealed ? look : row.active && look === 'picked' ? 'picked' : 'hidden';
        if (flipping(now, row.revealedAt, i) || shown === 'lava' || shown === 'hit') moving = true;
        this.drawCell(
          this.cells[index]!,
          this.glows[index]!,
          rect,
          shown,
          row.active,
          flip.scaleX,
          lavaPulse(now, row.row, i + 1),
          now,
        );
      });
    }
    return moving;
  }

  private drawCell(
    g: Graphics,
    glow: Graphics,
    rect: { x: number; y: number; size: number },
    look: CellLook,
    active: boolean,
    scaleX: number,
    pulse: number,
    now: number,
  ): void {
    const s = rect.size;
    const half = s / 2;
    const radius = Math.max(4, s * 0.14);
    g.clear();
    glow.clear();
    g.position.set(rect.x + half, rect.y + half);
    g.scale.x = Math.max(0.02, scaleX);
    glow.position.copyFrom(g.position);
    if (look === 'hidden' || look === 'picked') {
      const fill = look === 'picked' ? COLORS.picked : active ? COLORS.hiddenActive : COLORS.hidden;
      const edge = look === 'picked' ? COLORS.pickedEdge : active ? COLORS.edgeActive : COLORS.edge;
      g.roundRect(-half, -half, s, s, radius)
        .fill({ color: fill })
        .stroke({ width: look === 'picked' ? 3 : active ? 2 : 1, color: edge, alpha: active ? 0.9 : 0.6 });
      if (look === 'picked') g.circle(0, 0, s * 0.12).fill({ color: COLORS.pickedEdge });
      return;
    }
    if (look === 'safe') {
      g.roundRect(-half, -half, s, s, radius)
        .fill({ color: COLORS.stone })
        .stroke({ width: 1, color: COLORS.edge, alpha: 0.5 });
      return;
    }
    if (look === 'opened') {
      g.roundRect(-half, -half, s, s, radius).fill({ color: COLORS.stone }).stroke({ width: 3, color: COLORS.opened });
      g.moveTo(-s * 0.22, 0)
        .lineTo(-s * 0.06, s * 0.16)
        .lineTo(s * 0.24, -s * 0.16)
        .stroke({ width: Math.max(2, s * 0.08), color: COLORS.opened, cap: 'round', join: 'round' });
      return;
    }
    // Lava: a glowing, breathing pool with bubbles rising through it.
    glow.scale.x = g.scale.x;
    glow
      .roundRect(-half - 6, -half - 6, s + 12, s + 12, radius + 6)
      .fill({ color: COLORS.lavaDark, alpha: 0.18 + 0.22 * pulse });
    g.roundRect(-half, -half, s, s, radius).fill({ color: mix(COLORS.lavaDark, COLORS.lavaLight, pulse) });
    g.roundRect(-half + s * 0.12, -half + s * 0.5, s * 0.76, s * 0.38, radius).fill({
      color: COLORS.lavaLight,
      alpha: 0.35 + 0.3 * (1 - pulse),
    });
    for (let b = 0; b < 3; b++) {
      const t = (now / 1400 + b / 3 + pulse * 0.05) % 1;
      g.circle(-half * 0.5 + b * half * 0.5, half * 0.8 - t * s * 0.8, s * (0.05 + 0.03 * b)).fill({
        color: COLORS.bubble,
        alpha: 0.7 * (1 - t),
      });
    }
    if (look === 'hit') g.roundRect(-half, -half, s, s, radius).stroke({ width: 4, color: COLORS.hit });
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}
