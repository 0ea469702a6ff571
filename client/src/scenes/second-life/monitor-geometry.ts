/**
 * The heart monitor's drawing, as pure numbers: an ECG trace across the screen and where the draw's marker lands.
 * A won second life keeps beating to the right edge; a lost one flatlines after the last beat.
 */
export const MONITOR_WIDTH = 600;
export const MONITOR_HEIGHT = 120;
const BEAT_WIDTH = 100;
const BASE = MONITOR_HEIGHT / 2;

/** One heartbeat starting at x: P wave, the QRS spike, the T wave, back to the baseline (relative points). */
function beat(x: number, scale: number): [number, number][] {
  const h = (dy: number) => BASE - dy * scale;
  return [
    [x, BASE],
    [x + 14, BASE],
    [x + 20, h(6)],
    [x + 26, BASE],
    [x + 34, BASE],
    [x + 38, h(-8)],
    [x + 44, h(46)],
    [x + 50, h(-24)],
    [x + 55, BASE],
    [x + 66, BASE],
    [x + 74, h(12)],
    [x + 82, BASE],
  ];
}

/**
 * The trace as an SVG path. `won` null is the idle monitor (steady beats); true ends on a strong beat; false beats
 * `beatsBeforeFlatline` times and then runs flat to the edge.
 */
export function ecgPath(won: boolean | null, beatsBeforeFlatline = 3): string {
  const beats = Math.floor(MONITOR_WIDTH / BEAT_WIDTH);
  const points: [number, number][] = [];
  for (let i = 0; i < beats; i++) {
    if (won === false && i >= beatsBeforeFlatline) break;
    const scale = won === true && i === beats - 1 ? 1.25 : 1;
    points.push(...beat(i * BEAT_WIDTH, scale));
  }
  points.push([MONITOR_WIDTH, BASE]);
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${Math.round(y * 10) / 10}`).join(' ');
}

/** Where a float in [0, 1) sits on the chance bar, in percent of its width (the bar's scale is exactly [0, 1)). */
export function markerPercent(float: number): number {
  if (!Number.isFinite(float)) return 0;
  return Math.min(100, Math.max(0, float * 100));
}
