/**
 * Glove icons: the back of a right-hand glove, fingers up. The glove's leather is the accent tone; each model
 * adds what sets it apart (a gauntlet cuff, knuckle armour, wraps, open fingers).
 */
import { circle, poly, rect, shape, type Shape } from './svg';

/** Finger columns: x, top y, width. */
const FINGERS: readonly (readonly [number, number, number])[] = [
  [38, 24, 12],
  [51, 17, 12.5],
  [64, 20, 12],
  [77, 30, 11],
];

interface GloveLook {
  /** Cut the fingers short (fingerless gloves and wraps). */
  openFingers?: boolean;
  cuffTop?: number;
  cuffBottom?: number;
  knuckles?: 'plate' | 'studs' | 'fangs';
  stripes?: number;
  perforated?: boolean;
  strap?: boolean;
  scales?: boolean;
}

function hand(look: GloveLook): Shape[] {
  const out: Shape[] = [];
  const cut = look.openFingers ? 44 : 0;
  if (look.openFingers) {
    for (const [x, top, w] of FINGERS) out.push(shape('special', rect(x + 0.5, top + 2, w - 1, 30, w / 2)));
    out.push(shape('special', `M40 82Q26 74 22 58Q22 50 30 52Q36 60 44 66Z`));
  }
  for (const [x, top, w] of FINGERS) {
    const from = cut === 0 ? top : cut;
    out.push(shape('accent', rect(x, from, w, 64 - from, w / 2)));
  }
  const thumb = look.openFingers ? 'M40 86Q30 78 28 68L36 62L46 70Z' : 'M40 86Q24 76 20 58Q20 48 29 50Q34 60 46 68Z';
  out.push(shape('accent', thumb));
  out.push(
    shape(
      'accent',
      poly([
        [37, 52],
        [88, 52],
        [90, 90],
        [86, 100],
        [42, 100],
        [38, 92],
      ]),
    ),
  );
  for (const [x, top, w] of FINGERS) {
    if (!look.openFingers) out.push(shape('shine', rect(x + 2.5, top + 3, 2.2, 22, 1.1)));
    if (!look.perforated) continue;
    for (let y = (cut || top) + 6; y < 46; y += 7) out.push(shape('hole', circle(x + w / 2, y, 1.3)));
  }
  return out;
}

function details(look: GloveLook): Shape[] {
  const out: Shape[] = [];
  const cuffTop = look.cuffTop ?? 96;
  const cuffBottom = look.cuffBottom ?? 112;
  // A gauntlet (cuffTop given) flares out; a plain cuff stays straight.
  const flare = look.cuffTop === undefined ? 2 : 6;
  out.push(
    shape(
      'dark',
      poly([
        [41, cuffTop],
        [87, cuffTop],
        [87 + flare, cuffBottom],
        [41 - flare, cuffBottom],
      ]),
    ),
  );
  out.push(shape('shine', rect(44, cuffTop + 2, 40, 2, 1)));
  if (look.knuckles === 'plate') out.push(shape('metal', rect(38, 50, 50, 10, 4)));
  if (look.knuckles === 'studs') for (const [x, , w] of FINGERS) out.push(shape('metal', rect(x + 1, 40, w - 2, 9, 3)));
  if (look.knuckles === 'fangs') {
    out.push(shape('metal', rect(38, 50, 50, 9, 3)));
    for (const [x, , w] of FINGERS)
      out.push(
        shape(
          'metal',
          poly([
            [x + 2, 50],
            [x + w / 2, 43],
            [x + w - 2, 50],
          ]),
        ),
      );
  }
  for (let i = 0; i < (look.stripes ?? 0); i += 1) {
    out.push(
      shape(
        'dark',
        poly([
          [37, 60 + i * 10],
          [89, 54 + i * 10],
          [89, 59 + i * 10],
          [37, 65 + i * 10],
        ]),
      ),
    );
  }
  if (look.strap) out.push(shape('dark', rect(36, 84, 56, 9, 3)), shape('metal', circle(84, 88.5, 2.6)));
  if (look.scales) {
    for (let row = 0; row < 4; row += 1) {
      const y = 66 + row * 7;
      for (let x = 44 + (row % 2) * 3; x < 84; x += 7) {
        out.push(shape('hole', `M${x} ${y}Q${x + 3} ${y + 3} ${x + 6} ${y}`));
      }
    }
  }
  return out;
}

const glove = (look: GloveLook) => (): Shape[] => [...hand(look), ...details(look)];

export const GLOVE_ICONS: Readonly<Record<string, () => Shape[]>> = {
  'Sport Gloves': glove({ stripes: 1, strap: true }),
  'Specialist Gloves': glove({ cuffTop: 92, cuffBottom: 122, knuckles: 'plate' }),
  'Moto Gloves': glove({ knuckles: 'studs', strap: true }),
  'Driver Gloves': glove({ perforated: true, strap: true }),
  'Hand Wraps': glove({ openFingers: true, stripes: 3 }),
  'Broken Fang Gloves': glove({ openFingers: true, knuckles: 'fangs' }),
  'Hydra Gloves': glove({ scales: true, strap: true }),
  'Bloodhound Gloves': glove({ knuckles: 'plate', stripes: 2 }),
};

/** Leather brown for plain <img> use. */
export const GLOVE_ACCENT = '#93643c';
/** Skin showing through open fingers. */
export const SKIN_GRADIENT = [
  [0, '#f0c9a4'],
  [1, '#b7835c'],
] as const;
