import { Container, Graphics, Text } from 'pixi.js';
import {
  type Box,
  PADDING,
  cashOutPoint,
  curvePoints,
  multiplierTicks,
  rangeFor,
  timeTicks,
  toScreen,
} from './curve-geometry';

export type CurvePhase = 'CONNECTING' | 'WAITING' | 'BETTING' | 'RUNNING' | 'CRASHED' | 'VOIDED';

/** Everything one frame shows; texts arrive translated, the scene never picks words. */
export interface CurveFrame {
  phase: CurvePhase;
  elapsedMs: number;
  multiplier: number;
  headline: string;
  subline: string;
  cashOuts: readonly { hundredths: number; label: string; mine: boolean }[];
}

const COLORS = {
  grid: 0x263049,
  axis: 0x5f6a82,
  curve: 0x7c5cff,
  fill: 0x7c5cff,
  crashed: 0xff5c6c,
  text: 0xe9edf5,
  muted: 0x8e98ae,
  marker: 0x2fd67b,
  mine: 0xffc23d,
} as const;
/** Cash-out labels drawn at most (the bets list has them all). */
const MAX_MARKER_LABELS = 12;
const AXIS_LABELS = 12;

function label(size: number, color: number, weight: 'normal' | 'bold' = 'normal'): Text {
  return new Text({
    text: '',
    style: { fill: color, fontSize: size, fontWeight: weight, fontFamily: 'Inter, Segoe UI, system-ui, sans-serif' },
  });
}

/**
 * The crash curve, drawn every frame from the round's start time: grid and axes that grow with the round,
 * the curve m(t) = e^(g·t) with its area, the players' cash-outs as dots on it, and the live multiplier.
 */
export class CrashCurve {
  private readonly root = new Container();
  private readonly grid = new Graphics();
  private readonly curve = new Graphics();
  private readonly markers = new Graphics();
  private readonly headline = label(56, COLORS.text, 'bold');
  private readonly subline = label(16, COLORS.muted);
  private readonly axisLabels = Array.from({ length: AXIS_LABELS }, () => label(12, COLORS.axis));
  private readonly markerLabels = Array.from({ length: MAX_MARKER_LABELS }, () => label(11, COLORS.marker));

  constructor(stage: Container) {
    this.root.addChild(
      this.grid,
      this.curve,
      this.markers,
      ...this.axisLabels,
      ...this.markerLabels,
      this.headline,
      this.subline,
    );
    this.headline.anchor.set(0.5);
    this.subline.anchor.set(0.5);
    for (const text of this.markerLabels) text.anchor.set(0, 1);
    stage.addChild(this.root);
  }

  /** Never moving on its own: the curve, the texts and the markers are all in the frame. */
  draw(frame: CurveFrame, box: Box): boolean {
    const running = frame.phase === 'RUNNING' || frame.phase === 'CRASHED';
    const range = rangeFor(running ? frame.elapsedMs : 0);
    this.drawGrid(range, box);
    this.curve.clear();
    this.markers.clear();
    for (const text of this.markerLabels) text.visible = false;
    if (running) {
      const color = frame.phase === 'CRASHED' ? COLORS.crashed : COLORS.curve;
      const points = curvePoints(frame.elapsedMs, range, box);
      const base = toScreen(0, 1, range, box);
      const tip = points.at(-1)!;
      this.curve
        .poly([...points, { x: tip.x, y: base.y }, base])
        .fill({ color: frame.phase === 'CRASHED' ? COLORS.crashed : COLORS.fill, alpha: 0.14 });
      this.curve.moveTo(points[0]!.x, points[0]!.y);
      for (const point of points.slice(1)) this.curve.lineTo(point.x, point.y);
      this.curve.stroke({ width: 4, color, cap: 'round', join: 'round' });
      this.curve.circle(tip.x, tip.y, 7).fill(color);
      this.drawCashOuts(frame, range, box);
    }
    const tone = frame.phase === 'CRASHED' ? COLORS.crashed : frame.phase === 'RUNNING' ? COLORS.text : COLORS.muted;
    this.headline.text = frame.headline;
    this.headline.style.fill = tone;
    this.headline.style.fontSize =
      frame.phase === 'RUNNING'
        ? Math.min(72, box.width / 8)
        : frame.phase === 'CRASHED'
          ? Math.min(44, box.width / 14)
          : Math.min(32, box.width / 16);
    // Long phrases (some languages, narrow phones) shrink to fit the plot.
    const room = box.width * 0.9;
    if (this.headline.width > room)
      this.headline.style.fontSize = Math.max(
        12,
        Math.floor((Number(this.headline.style.fontSize) * room) / this.headline.width),
      );
    this.headline.position.set(box.width / 2, box.height * 0.36);
    this.subline.text = frame.subline;
    this.subline.position.set(box.width / 2, box.height * 0.36 + this.headline.height / 2 + 18);
    return false;
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }

  private drawGrid(range: ReturnType<typeof rangeFor>, box: Box): void {
    this.grid.clear();
    let used = 0;
    const origin = toScreen(0, 1, range, box);
    for (const value of multiplierTicks(range)) {
      const { y } = toScreen(0, value, range, box);
      this.grid.moveTo(PADDING.left, y).lineTo(box.width - PADDING.right, y);
      const text = this.axisLabels[used++];
      if (text) {
        text.text = `${value.toFixed(value < 10 ? 2 : 0)}×`;
        text.position.set(6, y - 8);
        text.visible = true;
      }
    }
    for (const ms of timeTicks(range)) {
      const { x } = toScreen(ms, 1, range, box);
      this.grid.moveTo(x, PADDING.top).lineTo(x, origin.y);
      const text = this.axisLabels[used++];
      if (text) {
        text.text = `${Math.round(ms / 1000)}s`;
        text.position.set(x - 8, origin.y + 8);
        text.visible = true;
      }
    }
    for (let i = used; i < this.axisLabels.length; i++) this.axisLabels[i]!.visible = false;
    this.grid.stroke({ width: 1, color: COLORS.grid, alpha: 0.9 });
    this.grid
      .moveTo(PADDING.left, PADDING.top)
      .lineTo(origin.x, origin.y)
      .lineTo(box.width - PADDING.right, origin.y);
    this.grid.stroke({ width: 2, color: COLORS.axis, alpha: 0.8 });
  }

  private drawCashOuts(frame: CurveFrame, range: ReturnType<typeof rangeFor>, box: Box): void {
    const shown = [...frame.cashOuts].sort((a, b) => Number(b.mine) - Number(a.mine)).slice(0, MAX_MARKER_LABELS);
    shown.forEach((cashOut, i) => {
      const point = cashOutPoint(cashOut.hundredths, range, box);
      const color = cashOut.mine ? COLORS.mine : COLORS.marker;
      this.markers.circle(point.x, point.y, cashOut.mine ? 6 : 4.5).fill(color);
      this.markers.circle(point.x, point.y, cashOut.mine ? 10 : 7).stroke({ width: 1.5, color, alpha: 0.6 });
      const text = this.markerLabels[i]!;
      text.text = cashOut.label;
      text.style.fill = color;
      text.position.set(point.x + 8, point.y - 6);
      text.visible = true;
    });
  }
}
