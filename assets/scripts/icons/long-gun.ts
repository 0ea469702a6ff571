/**
 * A side-view long gun (muzzle to the right) composed from parts. Each rifle, sniper, SMG, shotgun and machine
 * gun is one parameter set, so models differ by the features players recognise: stock, magazine, scope.
 */
import { circle, poly, rect, shape, type Shape, type Tone } from './svg';

type StockKind = 'wood' | 'solid' | 'skeleton' | 'thumbhole' | 'wire' | 'pistol' | 'none';
type MagKind = 'curved' | 'straight' | 'box' | 'belt' | 'helical';

export interface LongGun {
  /** x of the butt plate. */
  butt: number;
  receiver: readonly [number, number];
  /** Top and bottom of the receiver; the bore runs 6 units below the top. */
  top?: number;
  bottom?: number;
  /** Custom receiver outline (bullpups), replacing the plain box. */
  body?: string;
  muzzle: number;
  barrel?: number;
  stock: StockKind;
  stockTone?: Tone;
  hand?: { to: number; tone: Tone; top?: number; bottom?: number; vents?: number };
  mag?: { kind: MagKind; x: number; w: number; len: number; bend?: number; tone?: Tone };
  /** x of the rear top corner of the pistol grip; null when the body or stock is the grip. */
  grip: number | null;
  gripTone?: Tone;
  scope?: { from: number; to: number; big?: boolean };
  /** x where a suppressor starts; it runs to the muzzle. */
  silencer?: number;
  brake?: boolean;
  sight?: number;
  rail?: boolean;
  handle?: readonly [number, number];
  bipod?: number;
  pump?: readonly [number, number];
  tube?: readonly [number, number];
  foregrip?: number;
  bolt?: number;
  /** Gas tube over the handguard, up to this x. */
  gas?: number;
  /** Model-specific details drawn last. */
  extras?: Shape[];
}

function stockShapes(g: LongGun, top: number, bottom: number): Shape[] {
  const [x0] = g.receiver;
  const b = g.butt;
  const tone = g.stockTone ?? 'dark';
  switch (g.stock) {
    case 'wood':
      return [
        shape(
          tone,
          poly([
            [x0 + 1, top + 2],
            [b + 3, top + 5],
            [b, top + 5.5],
            [b, bottom + 11],
            [b + 5, bottom + 12],
            [x0 + 1, bottom - 1],
          ]),
        ),
      ];
    case 'solid':
      return [
        shape(
          tone,
          poly([
            [x0 + 1, top + 1],
            [b, top + 1],
            [b, bottom + 9],
            [b + 6, bottom + 9],
            [x0 - 10, bottom + 2],
            [x0 + 1, bottom],
          ]),
        ),
      ];
    case 'skeleton':
      return [
        shape('metal', rect(b + 10, top + 3, x0 - b - 9, 6, 1)),
        shape(
          tone,
          poly([
            [b, top + 0.5],
            [b + 24, top + 2.5],
            [b + 24, top + 10],
            [b + 6, bottom + 9],
            [b, bottom + 10],
          ]),
        ),
        shape('hole', rect(b + 9, top + 5, 10, 3, 1.5)),
      ];
    case 'thumbhole':
      return [
        shape(
          tone,
          poly([
            [x0 + 1, top + 1],
            [b + 4, top - 1],
            [b, top],
            [b, bottom + 12],
            [b + 10, bottom + 12],
            [x0 - 12, bottom + 5],
            [x0 + 1, bottom + 3],
          ]),
        ),
        shape(
          'hole',
          poly([
            [b + 15, bottom + 1],
            [x0 - 10, bottom - 1],
            [x0 - 15, bottom + 3],
            [b + 17, bottom + 6],
          ]),
        ),
      ];
    case 'wire':
      return [
        shape('line', `M${x0} ${top + 3}L${b + 2} ${top + 3}L${b + 1} ${bottom + 7}L${x0 - 8} ${bottom + 1}`),
        shape('dark', rect(b - 2, top + 1, 4, bottom - top + 8, 1.5)),
      ];
    case 'pistol':
      return [
        shape(
          tone,
          poly([
            [x0 + 1, top + 2],
            [x0 - 10, top + 4],
            [x0 - 21, bottom + 10],
            [x0 - 13, bottom + 15],
            [x0 - 3, bottom + 5],
            [x0 + 1, bottom],
          ]),
        ),
      ];
    case 'none':
      return [];
  }
}

function magShapes(g: LongGun, bottom: number): Shape[] {
  if (!g.mag) return [];
  const { kind, x, w, len, bend = 8, tone = 'dark' } = g.mag;
  const y = bottom - 1;
  switch (kind) {
    case 'curved': {
      const front = `Q${x + w + bend * 0.3} ${y + len * 0.55} ${x + w + bend} ${y + len}`;
      const back = `Q${x + bend * 0.15} ${y + len * 0.55} ${x} ${y}`;
      return [shape(tone, `M${x} ${y}L${x + w} ${y}${front}L${x + bend - 1} ${y + len + 1}${back}Z`)];
    }
    case 'straight': {
      const lean = len * 0.14;
      return [
        shape(
          tone,
          poly([
            [x, y],
            [x + w, y],
            [x + w + lean, y + len],
            [x + lean, y + len],
          ]),
        ),
        shape('metal', rect(x + lean - 0.5, y + len - 2, w + 1, 3, 1)),
      ];
    }
    case 'box':
      return [shape(tone, rect(x, y, w, len, 1))];
    case 'belt':
      return [shape(tone, rect(x, y, w, len, 2)), shape('hole', rect(x + 3, y + len * 0.45, w - 6, 1.6, 0.8))];
    case 'helical':
      return [
        shape(tone, rect(x, y - 2, w, len, len / 2)),
        ...[0.25, 0.5, 0.75].map((t) => shape('hole', rect(x + w * t, y + 1, 1.2, len - 5, 0.6))),
      ];
  }
}

function scopeShapes(g: LongGun, top: number): Shape[] {
  if (!g.scope) return [];
  const { from: a, to: z, big = false } = g.scope;
  const k = big ? 1.25 : 1;
  const mid = top - 7 * k;
  const tube = 2.8 * k;
  const bell = 5.5 * k;
  return [
    shape('dark', rect(a + 12, mid, 4, top - mid + 0.5, 0.5)),
    shape('dark', rect(z - 16, mid, 4, top - mid + 0.5, 0.5)),
    shape('dark', rect(a + 8, mid - tube, z - a - 16, tube * 2, 1)),
    shape(
      'dark',
      poly([
        [z - 10, mid - tube],
        [z - 5, mid - bell],
        [z, mid - bell],
        [z, mid + bell],
        [z - 5, mid + bell],
        [z - 10, mid + tube],
      ]),
    ),
    shape(
      'dark',
      poly([
        [a, mid - bell + 1],
        [a + 5, mid - bell + 1],
        [a + 9, mid - tube],
        [a + 9, mid + tube],
        [a + 5, mid + bell - 1],
        [a, mid + bell - 1],
      ]),
    ),
    shape('dark', rect((a + z) / 2 - 3, mid - tube - 4, 6, 4, 0.8)),
    shape('shine', rect(a + 9, mid - tube + 0.8, z - a - 20, 1.3, 0.6)),
  ];
}

/** Everything below and in front of the receiver: bipod, magazine, grip, barrel, handguard, pump. */
function lowerShapes(g: LongGun, top: number, bottom: number): Shape[] {
  const bore = top + 6;
  const half = (g.barrel ?? 3.6) / 2;
  const x1 = g.receiver[1];
  const out: Shape[] = [];
  if (g.bipod !== undefined) {
    const p = g.bipod;
    out.push(shape('line', `M${p} ${bore + 2}L${p - 6} ${bottom + 17}M${p + 1} ${bore + 2}L${p + 8} ${bottom + 17}`));
  }
  out.push(...magShapes(g, bottom));
  if (g.grip !== null) {
    const x = g.grip;
    const y = bottom;
    out.push(
      shape(
        g.gripTone ?? 'dark',
        poly([
          [x, y - 1],
          [x + 8, y - 1],
          [x + 5.5, y + 15],
          [x + 3, y + 17],
          [x - 3.5, y + 17],
          [x - 5, y + 15],
        ]),
      ),
    );
  }
  if (g.tube) out.push(shape('metal', rect(g.tube[0], bore + 2, g.tube[1] - g.tube[0], 4.5, 1.5)));
  out.push(shape('metal', rect(x1 - 2, bore - half, g.muzzle - x1 + 2, half * 2, 0.6)));
  if (g.silencer !== undefined) out.push(shape('dark', rect(g.silencer, bore - 4.2, g.muzzle - g.silencer, 8.4, 2.5)));
  if (g.hand) {
    const { to, tone, top: ht = top + 1, bottom: hb = bottom - 1, vents = 0 } = g.hand;
    out.push(shape(tone, rect(x1 - 1, ht, to - x1 + 1, hb - ht, 2)));
    const step = (to - x1) / (vents + 1);
    for (let i = 1; i <= vents; i += 1) {
      out.push(shape('hole', rect(x1 + step * i - 1.5, ht + 2.5, 3, hb - ht - 5, 1.2)));
    }
  }
  if (g.pump) out.push(shape('dark', rect(g.pump[0], bore + 1.5, g.pump[1] - g.pump[0], 8, 2.5)));
  if (g.foregrip !== undefined) {
    const f = g.foregrip;
    const hb = g.hand?.bottom ?? bottom - 1;
    out.push(
      shape(
        'dark',
        poly([
          [f, hb - 1],
          [f + 6, hb - 1],
          [f + 5, hb + 12],
          [f + 1, hb + 12],
        ]),
      ),
    );
  }
  return out;
}

/** The receiver and what sits on it: trigger guard, gas tube, rail, carry handle, scope, sights, muzzle, bolt. */
function upperShapes(g: LongGun, top: number, bottom: number): Shape[] {
  const bore = top + 6;
  const half = (g.barrel ?? 3.6) / 2;
  const [x0, x1] = g.receiver;
  const out: Shape[] = [
    shape('accent', g.body ?? rect(x0, top, x1 - x0, bottom - top, 1.5)),
    shape('shine', rect(x0 + 2, top + 1.2, x1 - x0 - 4, 1.6, 0.8)),
  ];
  if (g.grip !== null) {
    const x = g.grip;
    const y = bottom + 6.5;
    out.push(shape('line', `M${x + 8} ${bottom}Q${x + 9} ${y} ${x + 14} ${y}L${x + 19} ${y}`));
  }
  if (g.gas !== undefined) out.push(shape('metal', rect(x1 - 2, top - 1.5, g.gas - x1 + 2, 3.6, 1)));
  if (g.rail) out.push(shape('metal', rect(x0 + 3, top - 2.5, (g.hand?.to ?? x1) - x0 - 6, 2.8, 0.5)));
  if (g.handle) {
    const [h0, h1] = g.handle;
    out.push(
      shape(
        'metal',
        poly([
          [h0, top],
          [h0 + 2, top - 7],
          [h1 - 2, top - 7],
          [h1, top],
          [h1 - 4, top],
          [h1 - 5, top - 3.5],
          [h0 + 5, top - 3.5],
          [h0 + 4, top],
        ]),
      ),
    );
  }
  out.push(...scopeShapes(g, top));
  if (g.sight !== undefined) {
    const s = g.sight;
    const y = bore - half;
    out.push(
      shape(
        'metal',
        poly([
          [s - 2, y],
          [s - 0.8, y - 6],
          [s + 0.8, y - 6],
          [s + 2, y],
        ]),
      ),
    );
  }
  if (g.brake) {
    out.push(shape('metal', rect(g.muzzle - 6, bore - 3, 6, 6, 1)));
    out.push(shape('hole', rect(g.muzzle - 4, bore - 1.6, 2, 3.2, 0.6)));
  }
  if (g.bolt !== undefined) {
    const b = g.bolt;
    out.push(
      shape(
        'metal',
        poly([
          [b - 1, bore - 1],
          [b + 1.2, bore - 1],
          [b + 3.2, bore + 7],
          [b + 1, bore + 7],
        ]),
      ),
    );
    out.push(shape('metal', circle(b + 2.2, bore + 8.5, 2.4)));
  }
  return out;
}

/** Back to front: stock, lower parts, receiver and top parts, then model extras. */
export function longGun(g: LongGun): Shape[] {
  const top = g.top ?? 52;
  const bottom = g.bottom ?? 64;
  return [
    ...stockShapes(g, top, bottom),
    ...lowerShapes(g, top, bottom),
    ...upperShapes(g, top, bottom),
    ...(g.extras ?? []),
  ];
}
