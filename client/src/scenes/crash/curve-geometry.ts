import { msToReachHundredths, multiplierAtMs } from '@arena/schemas';

/** The visible window: time along x, multiplier along y, both growing with the round. */
export interface CurveRange {
  maxMs: number;
  maxMultiplier: number;
}

export interface Box {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Room for the axis labels on the left and at the bottom. */
export const PADDING = { left: 56, right: 24, top: 24, bottom: 36 } as const;
const MIN_MS = 10_000;
const MIN_MULTIPLIER = 2;
/** Head-room so the tip of the curve never touches the edge. */
const HEADROOM = 1.15;

/** The window for a curve that has run `elapsedMs`: at least 10 s and 2×, then the curve with head-room. */
export function rangeFor(elapsedMs: number): CurveRange {
  const ms = Math.max(0, elapsedMs);
  return {
    maxMs: Math.max(MIN_MS, ms * HEADROOM),
    maxMultiplier: Math.max(MIN_MULTIPLIER, 1 + (multiplierAtMs(ms) - 1) * HEADROOM),
  };
}

export function toScreen(ms: number, multiplier: number, range: CurveRange, box: Box): Point {
  const plotWidth = Math.max(1, box.width - PADDING.left - PADDING.right);
  const plotHeight = Math.max(1, box.height - PADDING.top - PADDING.bottom);
  return {
    x: PADDING.left + (ms / range.maxMs) * plotWidth,
    y: box.height - PADDING.bottom - ((multiplier - 1) / (range.maxMultiplier - 1)) * plotHeight,
  };
}

/** The curve from the start to `elapsedMs` as screen points (`steps` segments). */
export function curvePoints(elapsedMs: number, range: CurveRange, box: Box, steps = 96): Point[] {
  const end = Math.max(0, elapsedMs);
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const ms = (end * i) / steps;
    points.push(toScreen(ms, multiplierAtMs(ms), range, box));
  }
  return points;
}

/** Where a cash-out at `hundredths` sits on the curve. */
export function cashOutPoint(hundredths: number, range: CurveRange, box: Box): Point {
  return toScreen(msToReachHundredths(hundredths), hundredths / 100, range, box);
}

/** "Nice" multiplier grid steps: four or five lines whatever the scale. */
export function multiplierTicks(range: CurveRange): number[] {
  const span = range.maxMultiplier - 1;
  const raw = span / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let i = 1; 1 + i * step < range.maxMultiplier - 1e-9; i++) ticks.push(Math.round((1 + i * step) * 100) / 100);
  return ticks;
}

/** Seconds along the time axis, every 2, 5, 10… s. */
export function timeTicks(range: CurveRange): number[] {
  const seconds = range.maxMs / 1000;
  const step = [2, 5, 10, 20, 30, 60, 120].find((s) => seconds / s <= 6) ?? 300;
  const ticks: number[] = [];
  for (let s = step; s < seconds; s += step) ticks.push(s * 1000);
  return ticks;
}
