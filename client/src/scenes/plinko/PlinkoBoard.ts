import { Container, Graphics, Text } from 'pixi.js';
import { BALL_RADIUS, PEG_RADIUS, ballAt, bucketX, bucketY, pegRow } from './ball-flight';
import { bucketColor, bucketLabel } from './bucket-colors';

export interface BoardBall {
  id: string;
  path: readonly number[];
  /** When the ball was dropped, on the frame clock (ms). */
  startedAt: number;
}

/**
 * Everything one frame shows; the scene keeps no game state of its own. Times are on the frame clock
 * (performance.now), the clock the host draws with.
 */
export interface BoardFrame {
  rows: number;
  multipliers: readonly number[];
  balls: readonly BoardBall[];
  /** Recent landings, for the bucket pulse. */
  landings: readonly { bucket: number; at: number }[];
}

export interface Box {
  width: number;
  height: number;
}

const PULSE_MS = 420;
const COLORS = { peg: 0xc9d2e6, ball: 0xff4d8d, ballShine: 0xffc2d8, text: 0x151a26 } as const;

interface Bucket {
  root: Container;
  shape: Graphics;
  label: Text;
}

/**
 * The plinko board: pegs, buckets with their multipliers, and every ball in the air drawn from its server path
 * (ball-flight.ts). Static parts are rebuilt only when the board or the size changes; a frame moves the balls
 * (a pooled circle each) and the pulsing buckets.
 */
export class PlinkoBoard {
  private readonly root = new Container();
  private readonly pegs = new Graphics();
  private readonly bucketLayer = new Container();
  private readonly ballLayer = new Container();
  private readonly pool: Graphics[] = [];
  private buckets: Bucket[] = [];
  private layoutKey = '';
  private unit = 1;
  private origin = { x: 0, y: 0 };

  constructor(stage: Container) {
    this.root.addChild(this.pegs, this.bucketLayer, this.ballLayer);
    stage.addChild(this.root);
  }

  /** Moving while a ball is in the air or a bucket still pulses from a landing. */
  draw(frame: BoardFrame, box: Box, now: number): boolean {
    const key = `${frame.rows}:${frame.multipliers.join(',')}:${box.width}x${box.height}`;
    if (key !== this.layoutKey) this.layout(frame, box, key);
    const pulsing = this.drawBuckets(frame, now);
    const flying = this.drawBalls(frame, now);
    return pulsing || flying;
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }

  private toScreen(x: number, y: number): { x: number; y: number } {
    return { x: this.origin.x + x * this.unit, y: this.origin.y + y * this.unit };
  }

  private layout(frame: BoardFrame, box: Box, key: string): void {
    this.layoutKey = key;
    const { rows } = frame;
    // The board spans rows + 2 units across and from the drop point (-1) to under the buckets (rows + 1.6).
    this.unit = Math.max(4, Math.min(box.width / (rows + 2), box.height / (rows + 2.8)));
    this.origin = { x: box.width / 2, y: (box.height - (rows + 2.6) * this.unit) / 2 + 1 * this.unit };
    this.pegs.clear();
    for (let r = 0; r < rows; r++) {
      for (const peg of pegRow(r)) {
        const p = this.toScreen(peg.x, peg.y);
        this.pegs.circle(p.x, p.y, Math.max(1.5, PEG_RADIUS * this.unit));
      }
    }
    this.pegs.fill(COLORS.peg);
    for (const bucket of this.buckets) bucket.root.destroy({ children: true });
    this.buckets = frame.multipliers.map((hundredths, b) => {
      const root = new Container();
      const shape = new Graphics();
      const w = this.unit * 0.92;
      const h = this.unit * 0.8;
      shape.roundRect(-w / 2, -h / 2, w, h, Math.min(6, w * 0.15)).fill(bucketColor(hundredths));
      const label = new Text({
        text: bucketLabel(hundredths),
        style: {
          fill: COLORS.text,
          fontSize: Math.max(9, Math.min(14, this.unit * 0.5)),
          fontWeight: 'bold',
          fontFamily: 'Inter, Segoe UI, system-ui, sans-serif',
        },
      });
      label.anchor.set(0.5);
      // Long labels (1000×) shrink to the bucket.
      label.scale.set(Math.min(1, (w * 0.92) / Math.max(1, label.width), (h * 0.8) / Math.max(1, label.height)));
      root.addChild(shape, label);
      const p = this.toScreen(bucketX(rows, b), bucketY(rows) + 0.1);
      root.position.set(p.x, p.y);
      this.bucketLayer.addChild(root);
      return { root, shape, label };
    });
    for (const ball of this.pool) {
      ball.clear();
      this.paintBall(ball);
    }
  }

  private drawBuckets(frame: BoardFrame, now: number): boolean {
    const lastLanding = new Map<number, number>();
    for (const landing of frame.landings)
      lastLanding.set(landing.bucket, Math.max(landing.at, lastLanding.get(landing.bucket) ?? -Infinity));
    const baseY = this.toScreen(0, bucketY(frame.rows) + 0.1).y;
    let pulsing = false;
    this.buckets.forEach((bucket, b) => {
      const since = now - (lastLanding.get(b) ?? -Infinity);
      const pulse = since >= 0 && since < PULSE_MS ? Math.sin((since / PULSE_MS) * Math.PI) : 0;
      // A landing stamped on this very frame reads 0 here and still has its pulse to come.
      if (since >= 0 && since < PULSE_MS) pulsing = true;
      bucket.root.y = baseY + pulse * this.unit * 0.22;
      bucket.root.scale.set(1 + pulse * 0.12);
      bucket.shape.alpha = 0.82 + pulse * 0.18;
    });
    return pulsing;
  }

  private paintBall(ball: Graphics): void {
    const radius = BALL_RADIUS * this.unit;
    ball.circle(0, 0, radius).fill(COLORS.ball);
    ball.circle(-radius * 0.3, -radius * 0.3, radius * 0.35).fill({ color: COLORS.ballShine, alpha: 0.8 });
  }

  private drawBalls(frame: BoardFrame, now: number): boolean {
    let used = 0;
    for (const ball of frame.balls) {
      const at = ballAt(ball.path, now - ball.startedAt);
      if (at.landed) continue;
      let sprite = this.pool[used];
      if (!sprite) {
        sprite = new Graphics();
        this.paintBall(sprite);
        this.pool.push(sprite);
        this.ballLayer.addChild(sprite);
      }
      const p = this.toScreen(at.x, at.y);
      sprite.position.set(p.x, p.y);
      sprite.visible = true;
      used++;
    }
    for (let i = used; i < this.pool.length; i++) this.pool[i]!.visible = false;
    return used > 0;
  }
}
