/**
 * The shared frame of every icon: a 128×128 view box, one style sheet, and shapes coloured by tone.
 * The accent tone reads `--skin-tint` (and `--skin-tint-dark`), so a page that inlines the SVG can paint a
 * weapon's finish in its rarity colour; as an <img> the icon falls back to the per-icon default accent.
 */

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
  /** Default colour of the accent tone, light then dark end of its gradient. */
  accent?: readonly [string, string];
  /** Gradient of the `special` tone: stops as [offset, colour], drawn diagonally. */
  special?: readonly (readonly [number, string])[];
  /** Transform of the whole drawing, from fitTransform. */
  fit?: string;
}

const DEFAULT_ACCENT: readonly [string, string] = ['#d9a441', '#8a5a1c'];

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
  if (k === 0) return poly([[x, y], [x + w, y], [x + w, y + h], [x, y + h]]);
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

const CLASS: Readonly<Record<Tone, string>> = {
  metal: 'm',
  dark: 'k',
  wood: 'w',
  accent: 'a',
  blade: 'b',
  hole: 'h',
  line: 'l',
  shine: 's',
  special: 'x',
};

function gradient(id: string, stops: readonly (readonly [number, string])[], diagonal = false): string {
  const direction = diagonal ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="0" y1="0" x2="0" y2="1"';
  const body = stops.map(([offset, color]) => `<stop offset="${offset}" style="stop-color:${color}"/>`).join('');
  return `<linearGradient id="${id}" ${direction}>${body}</linearGradient>`;
}

export function frame(shapes: readonly Shape[], options: FrameOptions = {}): string {
  const [accentLight, accentDark] = options.accent ?? DEFAULT_ACCENT;
  const defs = [
    gradient('gm', [[0, '#eef2f6'], [0.55, '#b9c2cc'], [1, '#7d8895']]),
    gradient('gk', [[0, '#77818c'], [1, '#3c434c']]),
    gradient('gw', [[0, '#cf9459'], [1, '#774522']]),
    gradient('ga', [[0, `var(--skin-tint,${accentLight})`], [1, `var(--skin-tint-dark,${accentDark})`]]),
    gradient('gb', [[0, '#ffffff'], [0.5, '#c9d2db'], [1, '#8c98a5']], true),
  ];
  if (options.special) defs.push(gradient('gx', options.special, true));
  const style =
    'path{stroke:#0b0e12;stroke-width:1.3;stroke-linejoin:round;stroke-linecap:round}' +
    '.m{fill:url(#gm)}.k{fill:url(#gk)}.w{fill:url(#gw)}.a{fill:url(#ga)}.b{fill:url(#gb)}' +
    '.h{fill:#15191f}.l{fill:none;stroke:#8d98a4;stroke-width:2.4}' +
    '.s{fill:#fff;fill-opacity:.35;stroke:none}' +
    '.x{fill:url(#gx)}' +
    'g{filter:drop-shadow(0 2px 1.5px rgba(0,0,0,.55))}';
  const body = shapes
    .map(({ d, tone, transform }) => {
      const cls = CLASS[tone];
      const move = transform === undefined ? '' : ` transform="${transform}"`;
      return `<path class="${cls}"${move} d="${d}"/>`;
    })
    .join('');
  const fit = options.fit === undefined ? '' : ` transform="${options.fit}"`;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">' +
    `<defs>${defs.join('')}</defs><style>${style}</style><g${fit}>${body}</g></svg>\n`
  );
}
