/**
 * The shared frame of every icon: a 128×128 view box and shapes coloured by tone. The accent tone reads
 * `--skin-tint`, so a page that inlines the SVG can paint a weapon's finish in its rarity colour; as an <img>
 * the icon shows its own default accent.
 */
import { hashText } from '../catalog/prng';

export type Tone =
  | 'metal' // light gunmetal, the main body
  | 'dark' // polymer and rubber parts
  | 'wood'
  | 'accent' // the finish: tinted by --skin-tint
  | 'blade' // polished steel
  | 'hole' // cut-outs and slots
  | 'line' // thin wire parts (folded stocks, trigger guards): stroked, not filled
  | 'shine' // soft highlight, no outline
  | 'special'; // the icon's own extra gradient (holo foil, gold...)

export interface Shape {
  d: string;
  tone: Tone;
  transform?: string;
}

export interface FrameOptions {
  /** Default colour of the accent tone, used when no --skin-tint is set. */
  accent?: string;
  /** Gradient of the `special` tone: stops as [offset, colour], drawn diagonally. */
  special?: readonly (readonly [number, string])[];
  /** Transform of the whole drawing, from fitTransform. */
  fit?: string;
}

const DEFAULT_ACCENT = '#b7c0ca';

/** Rounds to one decimal so the generated files stay small and stable. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function poly(points: readonly (readonly [number, number])[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

/** Rectangle with rounded corners (radius clamped to half the shorter side). */
export function rect(x: number, y: number, w: number, h: number, r = 1): string {
  const k = Math.max(0, Math.min(r, w / 2, h / 2));
  if (k === 0)
    return poly([
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ]);
  return (
    `M${n(x + k)} ${n(y)}H${n(x + w - k)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + k)}` +
    `V${n(y + h - k)}Q${n(x + w)} ${n(y + h)} ${n(x + w - k)} ${n(y + h)}` +
    `H${n(x + k)}Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - k)}V${n(y + k)}Q${n(x)} ${n(y)} ${n(x + k)} ${n(y)}Z`
  );
}

export function circle(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
}

export const shape = (tone: Tone, d: string, transform?: string): Shape =>
  transform === undefined ? { d, tone } : { d, tone, transform };

/** Ids carry a prefix so they cannot clash with the ids of a page that inlines the icon. */
const ID = 'ia-';

/**
 * Fixed gradients, identical in every icon: when several icons are inlined into one page and the first
 * definition of an id wins, nothing changes.
 */
const SHARED_GRADIENTS = [
  gradient(`${ID}m`, [
    [0, '#eef2f6'],
    [0.55, '#b9c2cc'],
    [1, '#7d8895'],
  ]),
  gradient(`${ID}k`, [
    [0, '#77818c'],
    [1, '#3c434c'],
  ]),
  gradient(`${ID}w`, [
    [0, '#cf9459'],
    [1, '#774522'],
  ]),
  gradient(
    `${ID}b`,
    [
      [0, '#ffffff'],
      [0.5, '#c9d2db'],
      [1, '#8c98a5'],
    ],
    true,
  ),
  // Shading laid over the flat accent colour: lit from above, darker below.
  gradient(`${ID}o`, [
    [0, '#fff', 0.45],
    [0.45, '#fff', 0],
    [1, '#000', 0.45],
  ]),
].join('');

/** Gradient stop: offset, colour and, when not opaque, opacity. */
type Stop = readonly [number, string] | readonly [number, string, number];

function gradient(id: string, stops: readonly Stop[], diagonal = false): string {
  const direction = diagonal ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="0" y1="0" x2="0" y2="1"';
  const body = stops
    .map(([offset, color, opacity]) => {
      const alpha = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
      return `<stop offset="${offset}" stop-color="${color}"${alpha}/>`;
    })
    .join('');
  return `<linearGradient id="${id}" ${direction}>${body}</linearGradient>`;
}

/** A special gradient's id is derived from its stops, so equal ids always mean equal gradients. */
function specialId(stops: readonly (readonly [number, string])[]): string {
  return `${ID}x${hashText(JSON.stringify(stops)).toString(36)}`;
}

/**
 * Paint as presentation attributes, not a style sheet: a <style> inside an inlined SVG would apply to the
 * whole page. The accent reads --skin-tint from the element's ancestors, so each inlined copy is tinted
 * by its own container.
 */
function paint(tone: Tone, accent: string, special: string): string {
  switch (tone) {
    case 'metal':
    case 'dark':
    case 'wood':
    case 'blade':
      return `fill="url(#${ID}${{ metal: 'm', dark: 'k', wood: 'w', blade: 'b' }[tone]})"`;
    case 'accent':
      return `style="fill:var(--skin-tint,${accent})"`;
    case 'hole':
      return 'fill="#15191f"';
    case 'line':
      return 'fill="none" stroke="#8d98a4" stroke-width="2.4"';
    case 'shine':
      return 'fill="#fff" fill-opacity=".35" stroke="none"';
    case 'special':
      return `fill="url(#${special})"`;
  }
}

export function frame(shapes: readonly Shape[], options: FrameOptions = {}): string {
  const accent = options.accent ?? DEFAULT_ACCENT;
  const special = options.special ? specialId(options.special) : '';
  const defs = SHARED_GRADIENTS + (options.special ? gradient(special, options.special, true) : '');
  const body = shapes
    .map(({ d, tone, transform }) => {
      const move = transform === undefined ? '' : ` transform="${transform}"`;
      const path = `<path${move} ${paint(tone, accent, special)} d="${d}"/>`;
      return tone === 'accent' ? `${path}<path${move} fill="url(#${ID}o)" stroke="none" d="${d}"/>` : path;
    })
    .join('');
  const fit = options.fit === undefined ? '' : ` transform="${options.fit}"`;
  const outline = 'stroke="#0b0e12" stroke-width="1.3" stroke-linejoin="round" stroke-linecap="round"';
  const shadow = 'style="filter:drop-shadow(0 2px 1.5px rgba(0,0,0,.55))"';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">' +
    `<defs>${defs}</defs><g${fit} ${outline} ${shadow}>${body}</g></svg>\n`
  );
}
