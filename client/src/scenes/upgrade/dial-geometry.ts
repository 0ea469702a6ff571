import { UPGRADE_SCALE } from '@arena/schemas';

/**
 * The upgrade dial: a full turn is 10^6 millionths, measured clockwise from the top. The win arc covers
 * [0, chance) and the pointer lands at the roll, so the pointer is inside the win arc exactly when roll < chance,
 * which is the server's rule for a win.
 */
export const turnDegrees = (millionths: number): number => (millionths / UPGRADE_SCALE) * 360;

/** Whole turns the pointer makes before it settles, so every play visibly spins. */
export const SPIN_TURNS = 5;

/** The pointer's final rotation for a roll. */
export const landingRotation = (roll: number): number => SPIN_TURNS * 360 + turnDegrees(roll);

/** Is the pointer at `rotation` degrees (any number of turns) inside the win arc of `chance` millionths? */
export function insideWinArc(rotation: number, chanceMillionths: number): boolean {
  const angle = ((rotation % 360) + 360) % 360;
  return angle < turnDegrees(chanceMillionths);
}

/** A point on the circle of `radius` around (cx, cy) at `degrees` clockwise from the top. */
export function polar(cx: number, cy: number, radius: number, degrees: number): { x: number; y: number } {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return { x: cx + radius * Math.cos(radians), y: cy + radius * Math.sin(radians) };
}

/** SVG path of the arc from the top clockwise over `degrees` (a full circle draws as two halves). */
export function arcPath(cx: number, cy: number, radius: number, degrees: number): string {
  if (degrees <= 0) return '';
  if (degrees >= 360) {
    const top = polar(cx, cy, radius, 0);
    const bottom = polar(cx, cy, radius, 180);
    return `M ${top.x} ${top.y} A ${radius} ${radius} 0 1 1 ${bottom.x} ${bottom.y} A ${radius} ${radius} 0 1 1 ${top.x} ${top.y}`;
  }
  const start = polar(cx, cy, radius, 0);
  const end = polar(cx, cy, radius, degrees);
  const large = degrees > 180 ? 1 : 0;
  return `M ${start.x} ${start.y} A ${radius} ${radius} 0 ${large} 1 ${end.x.toFixed(3)} ${end.y.toFixed(3)}`;
}
