/** A side-view pistol (muzzle to the right), drawn larger than long guns since icons are scaled to fit. */
import { circle, poly, rect, shape, type Shape } from './svg';

export interface Pistol {
  slide: readonly [number, number];
  top?: number;
  height?: number;
  /** x of the rear top corner of the grip. */
  grip: number;
  gripWidth?: number;
  gripLength?: number;
  /** How far back the grip's bottom leans. */
  rake?: number;
  hammer?: boolean;
  /** Suppressor length beyond the slide. */
  suppressor?: number;
  /** A magazine ahead of the trigger guard (Tec-9, the CZ75's spare): its x. */
  frontMag?: number;
  /** Ventilated barrel shroud beyond the slide: its length. */
  shroud?: number;
  /** Raised rib along the slide top (Desert Eagle). */
  rib?: boolean;
}

export function pistol(p: Pistol): Shape[] {
  const [x0, x1] = p.slide;
  const top = p.top ?? 38;
  const h = p.height ?? 13;
  const b = top + h;
  const g = p.grip;
  const gw = p.gripWidth ?? 18;
  const len = p.gripLength ?? 38;
  const rake = p.rake ?? 8;
  const out: Shape[] = [];
  if (p.frontMag !== undefined) {
    const m = p.frontMag;
    out.push(
      shape(
        'dark',
        poly([
          [m, b],
          [m + 8, b],
          [m + 9, b + 30],
          [m + 1, b + 30],
        ]),
      ),
    );
  }
  const front = g + gw;
  const heel = g - rake;
  out.push(
    shape(
      'dark',
      poly([
        [g, b - 1],
        [front, b - 1],
        [front - rake, b + len],
        [front - rake - 2, b + len + 2],
        [heel + 1, b + len + 2],
        [heel - 1, b + len],
      ]),
    ),
    shape(
      'hole',
      poly([
        [g + 4, b + 8],
        [front - 4, b + 8],
        [front - rake - 2, b + len - 6],
        [heel + 5, b + len - 6],
      ]),
    ),
    shape('dark', rect(g - 1, b - 2, x1 - g - 3, 7, 1.5)),
    shape(
      'line',
      `M${front} ${b + 5}Q${front + 1} ${b + 13} ${front + 8} ${b + 13}L${front + 11} ${b + 13}` +
        `Q${front + 14} ${b + 12} ${front + 14} ${b + 5}`,
    ),
    shape('metal', `M${front + 5} ${b + 5}Q${front + 6} ${b + 8} ${front + 5} ${b + 10}`),
  );
  if (p.suppressor !== undefined) out.push(shape('dark', rect(x1 - 2, top + 1.5, p.suppressor + 2, h - 3, 3)));
  if (p.shroud !== undefined) {
    out.push(shape('metal', rect(x1 - 2, top + 2, p.shroud + 2, h - 4, 1.5)));
    for (let x = x1 + 3; x < x1 + p.shroud - 3; x += 6) out.push(shape('hole', circle(x, top + h / 2, 1.5)));
  } else if (p.suppressor === undefined) {
    out.push(shape('metal', rect(x1 - 1, top + 3, 4, h - 6, 1)));
  }
  if (p.hammer) {
    out.push(
      shape(
        'metal',
        poly([
          [x0 + 2, top + 2],
          [x0 - 4, top - 2],
          [x0 - 3, top + 4],
          [x0 + 2, top + 7],
        ]),
      ),
    );
  }
  out.push(shape('accent', rect(x0, top, x1 - x0, h, 2)));
  if (p.rib) out.push(shape('metal', rect(x0 + 6, top - 2.5, x1 - x0 - 6, 3, 0.8)));
  for (let i = 0; i < 4; i += 1) out.push(shape('hole', rect(x0 + 4 + i * 3, top + 3, 1.2, h - 6, 0.5)));
  out.push(
    shape('hole', rect(x0 + (x1 - x0) * 0.42, top + 2.5, 12, 4, 1)),
    shape('shine', rect(x0 + 3, top + 1, x1 - x0 - 6, 1.8, 0.9)),
    shape('metal', rect(x0 + 2, top - 2.5, 4, 2.8, 0.5)),
    shape('metal', rect(x1 - 7, top - 2.5, 3, 2.8, 0.5)),
  );
  return out;
}
