import { Container, Graphics } from 'pixi.js';
import { MINES_RULES } from '@arena/schemas';
import type { MinesCellFrame, MinesFrame } from './mines-frame';
import { BURST_MS, type Box, type CellRect, FLIP_MS, animating, cellRect, flip, progress } from './mines-geometry';
import type { MinesHover } from './mines-pointer';

const COLORS = {
  closed: 0x232b40,
  closedEdge: 0x3a4560,
  closedHover: 0x2f3956,
  hoverEdge: 0x7c5cff,
  open: 0x151a28,
  gem: 0x2fd67b,
  gemLight: 0xb6ffd6,
  mine: 0xff4d5e,
  mineBody: 0x1a1d26,
  fuse: 0xffc23d,
  defused: 0x4fc3ff,
  flash: 0xffe9a8,
} as const;

/**
 * The 5×5 mines board. Each frame redraws every cell from the frame (what the server answered): an opened cell
 * flips to its face, a gem sparkles, the mine that ended the round explodes (flash, shock ring, sparks), a mine
 * waiting for its defuse pulses red, a defused one gets a blue shield burst, and at the end the rest of the
 * board turns face up, dimmed. It only draws: taps and hover come from the host element (mines-pointer.ts), which
 * listens before Pixi has started.
 */
export class MinesGrid {
  private readonly root = new Container();
  private readonly cells: Graphics[] = [];
  private readonly bursts: Graphics[] = [];
  private box: Box = { width: 1, height: 1 };

  constructor(
    stage: Container,
    private readonly hover: MinesHover,
  ) {
    for (let i = 0; i < MINES_RULES.cells; i++) {
      this.cells.push(new Graphics());
      this.bursts.push(new Graphics());
    }
    this.root.addChild(...this.cells, ...this.bursts);
    stage.addChild(this.root);
  }

  /**
   * Moving while a cell flips or bursts, a mine awaits its defuse (it pulses) or a found gem glints. Hover is the
   * pointer's: the host draws again after every pointer event.
   */
  draw(frame: MinesFrame, box: Box, now: number): boolean {
    this.box = box;
    let moving = false;
    frame.cells.forEach((cell, i) => {
      const rect = cellRect(box, i);
      if (this.drawCell(this.cells[i]!, rect, cell, now, frame.clickable && this.hover.cell === i)) moving = true;
      this.drawBurst(this.bursts[i]!, rect, cell, now);
      if (animating(now, cell.burstAt, BURST_MS)) moving = true;
    });
    return moving;
  }

  /** Draws one cell; answers whether it moves on its own (see draw). */
  private drawCell(g: Graphics, rect: CellRect, cell: MinesCellFrame, now: number, hovered: boolean): boolean {
    const s = rect.size;
    const half = s / 2;
    const radius = Math.max(4, s * 0.14);
    // The board turns face up cell by cell (a ripple) when the round ends.
    const delay =
      cell.look === 'restGem' || cell.look === 'restMine'
        ? ((rect.x + rect.y) / (this.box.width + this.box.height)) * 240
        : 0;
    const turn = flip(now, cell.revealedAt, delay);
    const turning = animating(now, cell.revealedAt === null ? null : cell.revealedAt + delay, FLIP_MS);
    g.clear();
    g.position.set(rect.x + half, rect.y + half);
    g.scale.set(Math.max(0.02, turn.scaleX), 1);
    g.alpha = 1;
    if (!turn.revealed) {
      const lift = hovered ? 0.04 : 0;
      g.scale.y = 1 + lift;
      g.roundRect(-half, -half, s, s, radius)
        .fill({ color: hovered ? COLORS.closedHover : COLORS.closed })
        .stroke({ width: hovered ? 2 : 1, color: hovered ? COLORS.hoverEdge : COLORS.closedEdge });
      g.roundRect(-half + s * 0.1, -half + s * 0.1, s * 0.8, s * 0.18, radius / 2).fill({
        color: 0xffffff,
        alpha: 0.04,
      });
      return turning;
    }
    const dim = cell.look === 'restGem' || cell.look === 'restMine';
    g.alpha = dim ? 0.45 : 1;
    const edge =
      cell.look === 'gem' || cell.look === 'restGem'
        ? COLORS.gem
        : cell.look === 'defused'
          ? COLORS.defused
          : COLORS.mine;
    g.roundRect(-half, -half, s, s, radius)
      .fill({ color: COLORS.open })
      .stroke({ width: dim ? 1 : 2, color: edge, alpha: 0.8 });
    if (cell.look === 'gem' || cell.look === 'restGem') {
      this.gem(g, s, now, !dim);
      return turning || !dim;
    }
    const pulse = cell.look === 'awaiting' ? 0.5 + 0.5 * Math.sin(now / 140) : 0;
    if (cell.look === 'awaiting')
      g.roundRect(-half, -half, s, s, radius).fill({ color: COLORS.mine, alpha: 0.15 + 0.25 * pulse });
    this.mine(g, s, cell.look === 'defused');
    return turning || cell.look === 'awaiting';
  }

  /** A cut gem: a hexagon crown over a pointed pavilion, with a glint that travels across it. */
  private gem(g: Graphics, s: number, now: number, shine: boolean): void {
    const w = s * 0.3;
    const top = -s * 0.2;
    const girdle = -s * 0.06;
    g.poly([-w, girdle, -w * 0.55, top, w * 0.55, top, w, girdle, 0, s * 0.26]).fill({ color: COLORS.gem });
    g.poly([-w * 0.55, top, w * 0.55, top, w * 0.3, girdle, -w * 0.3, girdle]).fill({
      color: COLORS.gemLight,
      alpha: 0.75,
    });
    g.poly([-w * 0.3, girdle, w * 0.3, girdle, 0, s * 0.26]).fill({ color: 0xffffff, alpha: 0.18 });
    if (shine) {
      const t = ((now / 1600) % 1) * 2 - 0.5;
      g.circle(-w + t * 2 * w, top + s * 0.06, s * 0.03).fill({ color: 0xffffff, alpha: 0.8 });
    }
  }

  /** A mine: a dark ball with spikes and a lit fuse; a defused one gets a blue shield ring and no spark. */
  private mine(g: Graphics, s: number, defused: boolean): void {
    const r = s * 0.2;
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      g.moveTo(Math.cos(a) * r * 0.8, Math.sin(a) * r * 0.8)
        .lineTo(Math.cos(a) * r * 1.45, Math.sin(a) * r * 1.45)
        .stroke({ width: Math.max(2, s * 0.05), color: COLORS.mineBody, cap: 'round' });
    }
    g.circle(0, 0, r)
      .fill({ color: COLORS.mineBody })
      .stroke({ width: 2, color: defused ? COLORS.defused : COLORS.mine });
    g.circle(-r * 0.35, -r * 0.35, r * 0.22).fill({ color: 0xffffff, alpha: 0.35 });
    if (defused) {
      g.circle(0, 0, r * 1.75).stroke({ width: Math.max(2, s * 0.04), color: COLORS.defused, alpha: 0.9 });
      g.moveTo(-r * 1.3, r * 1.3)
        .lineTo(r * 1.3, -r * 1.3)
        .stroke({ width: Math.max(2, s * 0.05), color: COLORS.defused });
    } else {
      g.moveTo(r * 0.6, -r * 0.8)
        .quadraticCurveTo(r * 1.2, -r * 1.6, r * 1.5, -r * 1.3)
        .stroke({ width: 2, color: COLORS.fuse });
    }
  }

  /** The explosion of a mine (flash, shock ring, sparks flying out) or the defuse's expanding blue rings. */
  private drawBurst(g: Graphics, rect: CellRect, cell: MinesCellFrame, now: number): void {
    g.clear();
    const t = progress(now, cell.burstAt, BURST_MS);
    if (cell.burstAt === null || t <= 0 || t >= 1) return;
    const s = rect.size;
    g.position.set(rect.x + s / 2, rect.y + s / 2);
    if (cell.look === 'defused') {
      for (let k = 0; k < 2; k++) {
        const u = Math.min(1, t * 1.4 - k * 0.3);
        if (u > 0) g.circle(0, 0, s * (0.3 + 0.6 * u)).stroke({ width: 3, color: COLORS.defused, alpha: 1 - u });
      }
      return;
    }
    g.circle(0, 0, s * (0.2 + 0.9 * t)).fill({ color: COLORS.flash, alpha: 0.55 * (1 - t) });
    g.circle(0, 0, s * (0.3 + 1.1 * t)).stroke({ width: 4 * (1 - t) + 1, color: COLORS.mine, alpha: 1 - t });
    for (let k = 0; k < 10; k++) {
      const a = (k / 10) * Math.PI * 2 + 0.3;
      const d = s * (0.25 + 0.95 * t);
      g.circle(Math.cos(a) * d, Math.sin(a) * d, s * 0.035 * (1 - t) + 1).fill({
        color: k % 2 ? COLORS.fuse : COLORS.flash,
        alpha: 1 - t,
      });
    }
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}
