/**
 * Framing: finds the extent of an icon's shapes and returns the transform that centres it in the 128×128 box
 * at the largest size that fits, so a stubby Sawed-Off fills its tile as well as a long AWP.
 */
import { n, type Shape } from './svg';

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** "translate(a b) scale(k)" is the only transform shapes use; anything else is a programming error. */
function parseTransform(transform: string | undefined): (x: number, y: number) => [number, number] {
  if (transform === undefined) return (x, y) => [x, y];
  const match = /^translate\((-?[\d.]+) (-?[\d.]+)\) scale\(([\d.]+)\)$/.exec(transform);
  if (!match) throw new Error(`unsupported transform ${transform}`);
  const [dx, dy, k] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return (x, y) => [dx + k * x, dy + k * y];
}

/**
 * Points a path passes through or bends towards (control points included), enough for a bounding box.
 * Understands the commands the icon helpers emit: M L H V Q Z and relative arcs (circles).
 */
export function pathPoints(d: string): [number, number][] {
  const tokens = d.match(/[MLHVQZa]|-?\d*\.?\d+/g) ?? [];
  const points: [number, number][] = [];
  let x = 0;
  let y = 0;
  let command = 'M';
  let i = 0;
  const num = (): number => Number(tokens[i++]);
  while (i < tokens.length) {
    const token = tokens[i] as string;
    if (/[A-Za-z]/.test(token)) {
      command = token;
      i += 1;
      if (command === 'Z') continue;
    }
    if (command === 'M' || command === 'L') [x, y] = [num(), num()];
    else if (command === 'H') x = num();
    else if (command === 'V') y = num();
    else if (command === 'Q') {
      points.push([num(), num()]);
      [x, y] = [num(), num()];
    } else if (command === 'a') {
      const r = num();
      i += 4;
      const [dx, dy] = [num(), num()];
      points.push([x + dx / 2, y + dy / 2 - r], [x + dx / 2, y + dy / 2 + r]);
      [x, y] = [x + dx, y + dy];
    } else throw new Error(`unsupported path command ${command}`);
    points.push([x, y]);
  }
  return points;
}

/** Extent of the shapes after turning them by `degrees` about the origin. */
export function boundsOf(shapes: readonly Shape[], degrees = 0): Box {
  const cos = Math.cos((degrees * Math.PI) / 180);
  const sin = Math.sin((degrees * Math.PI) / 180);
  const box: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const { d, transform } of shapes) {
    const move = parseTransform(transform);
    for (const [px, py] of pathPoints(d)) {
      const [mx, my] = move(px, py);
      const x = mx * cos - my * sin;
      const y = mx * sin + my * cos;
      box.minX = Math.min(box.minX, x);
      box.minY = Math.min(box.minY, y);
      box.maxX = Math.max(box.maxX, x);
      box.maxY = Math.max(box.maxY, y);
    }
  }
  return box;
}

export interface FitOptions {
  /** Side of the square the drawing must fit in. */
  room?: number;
  /** Small drawings are enlarged at most this much. */
  maxScale?: number;
  /** Turn the drawing (degrees, negative = counter-clockwise), e.g. to show a knife at an angle. */
  rotate?: number;
}

/** Transform placing the shapes centred in the 128×128 frame at the largest size that fits. */
export function fitTransform(shapes: readonly Shape[], options: FitOptions = {}): string {
  const { room = 114, maxScale = 1.5, rotate = 0 } = options;
  const box = boundsOf(shapes, rotate);
  const scale = Math.min(room / (box.maxX - box.minX), room / (box.maxY - box.minY), maxScale);
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  const turn = rotate === 0 ? '' : ` rotate(${rotate})`;
  return `translate(${n(64 - cx * scale)} ${n(64 - cy * scale)}) scale(${Math.round(scale * 1000) / 1000})${turn}`;
}
