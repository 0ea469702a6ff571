/** A bucket's colour by its multiplier (hundredths): warm yellow for the small ones up to hot pink for the top. */
const STEPS: readonly [number, number][] = [
  [100, 0xffc83d],
  [200, 0xffa23d],
  [500, 0xff7a3d],
  [2000, 0xff5544],
  [10000, 0xff3d6e],
];
const TOP = 0xe93dff;

export function bucketColor(hundredths: number): number {
  for (const [below, color] of STEPS) if (hundredths < below) return color;
  return TOP;
}

export function bucketCss(hundredths: number): string {
  return `#${bucketColor(hundredths).toString(16).padStart(6, '0')}`;
}

/** "0.2×", "5.6×", "1000×": the multiplier without trailing zeros. */
export function multiplierLabel(hundredths: number): string {
  return `${Number((hundredths / 100).toFixed(2))}×`;
}

/** The label inside a bucket: from 100× the "×" is dropped so the number stays readable in a narrow bucket. */
export function bucketLabel(hundredths: number): string {
  return hundredths >= 10_000 ? String(Number((hundredths / 100).toFixed(2))) : multiplierLabel(hundredths);
}
