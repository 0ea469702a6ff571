import { WHEEL_SEGMENTS_CENTS } from '@arena/schemas';

/** The disc is drawn with segment 0 starting under the pointer (top) and the segments going clockwise. */
export const SEGMENT_COUNT = WHEEL_SEGMENTS_CENTS.length;
export const SEGMENT_DEG = 360 / SEGMENT_COUNT;
/** Full turns a spin makes before it lands, so it reads as a spin. */
export const SPIN_TURNS = 5;
export const SPIN_MS = 4_000;

const mod360 = (deg: number) => ((deg % 360) + 360) % 360;

/**
 * The clockwise rotation (deg) that ends with `segment`'s centre under the pointer, at least SPIN_TURNS full turns
 * past `fromDeg` (the disc's current rotation), so each spin keeps turning the same way.
 */
export function landingRotation(fromDeg: number, segment: number, turns = SPIN_TURNS): number {
  const target = mod360(360 - (segment + 0.5) * SEGMENT_DEG);
  const base = fromDeg + turns * 360;
  return base + mod360(target - mod360(base));
}

/** Which segment the pointer shows when the disc is turned `rotationDeg` clockwise (what the player sees). */
export function segmentUnderPointer(rotationDeg: number): number {
  return Math.floor(mod360(-rotationDeg) / SEGMENT_DEG) % SEGMENT_COUNT;
}

/** The disc's paint: one conic-gradient stop pair per segment; the biggest prize in gold, the rest alternating. */
export function discBackground(segmentsCents: readonly number[]): string {
  const top = Math.max(...segmentsCents);
  const stops = segmentsCents.map((cents, i) => {
    const colour = cents === top ? '#f5b83d' : i % 2 === 0 ? '#7c5cff' : '#2ed47a';
    return `${colour} ${i * SEGMENT_DEG}deg ${(i + 1) * SEGMENT_DEG}deg`;
  });
  return `conic-gradient(${stops.join(', ')})`;
}
