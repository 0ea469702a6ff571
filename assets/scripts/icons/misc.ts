/** Icons of stickers, containers and other items: one per kind, coloured by its own accent or gradient. */
import { circle, poly, rect, shape, type FrameOptions, type Shape } from './svg';

export interface KindIcon {
  shapes: () => Shape[];
  options: FrameOptions;
}

/** Five-point star centred on (cx, cy). */
function star(cx: number, cy: number, outer: number, inner: number): string {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  return poly(points);
}

/** A square sticker with a peeling corner; the print is the `special` gradient. */
function sticker(emblem: 'metal' | 'dark'): Shape[] {
  return [
    shape('metal', 'M30 16H98Q112 16 112 30V84L84 112H30Q16 112 16 98V30Q16 16 30 16Z'),
    shape('special', 'M32 24H96Q104 24 104 32V80L80 104H32Q24 104 24 96V32Q24 24 32 24Z'),
    shape(emblem, star(62, 62, 28, 12)),
    shape('shine', 'M30 26H90L30 86Z'),
    shape('blade', 'M84 112L112 84Q98 86 92 92Q86 98 84 112Z'),
  ];
}

const STICKER_PRINTS: Readonly<Record<string, readonly (readonly [number, string])[]>> = {
  paper: [
    [0, '#4f8ff7'],
    [1, '#1f4fb3'],
  ],
  holo: [
    [0, '#ff6ad5'],
    [0.35, '#8c6bff'],
    [0.65, '#4be1ff'],
    [1, '#7dffb0'],
  ],
  foil: [
    [0, '#f7f9fb'],
    [0.4, '#9aa6b4'],
    [0.7, '#e3e8ee'],
    [1, '#6c7887'],
  ],
  gold: [
    [0, '#fff1a8'],
    [0.45, '#e0b43a'],
    [0.75, '#fbe08a'],
    [1, '#9a6d12'],
  ],
};

function weaponCase(): Shape[] {
  return [
    shape('dark', 'M50 30Q50 22 58 22H70Q78 22 78 30V36H72V30Q72 28 70 28H58Q56 28 56 30V36H50Z'),
    shape('accent', rect(12, 36, 104, 66, 8)),
    shape('dark', rect(12, 58, 104, 6, 1)),
    shape('metal', rect(30, 54, 12, 14, 2)),
    shape('metal', rect(86, 54, 12, 14, 2)),
    shape('metal', star(64, 82, 11, 5)),
    shape('shine', rect(18, 40, 92, 4, 2)),
    shape('dark', rect(18, 102, 14, 5, 2)),
    shape('dark', rect(96, 102, 14, 5, 2)),
  ];
}

function capsule(): Shape[] {
  return [
    shape('accent', rect(14, 38, 100, 52, 26)),
    shape('metal', rect(56, 36, 16, 56, 3)),
    shape('special', circle(36, 64, 12)),
    shape('special', circle(92, 64, 12)),
    shape('shine', rect(26, 43, 76, 5, 2.5)),
  ];
}

function souvenirPackage(): Shape[] {
  return [
    shape(
      'accent',
      poly([
        [16, 40],
        [64, 24],
        [112, 40],
        [112, 92],
        [64, 108],
        [16, 92],
      ]),
    ),
    shape(
      'shine',
      poly([
        [16, 40],
        [64, 24],
        [112, 40],
        [64, 56],
      ]),
    ),
    shape(
      'dark',
      poly([
        [58, 26],
        [70, 26],
        [70, 108],
        [58, 108],
      ]),
    ),
    shape(
      'dark',
      poly([
        [16, 62],
        [112, 62],
        [112, 70],
        [16, 70],
      ]),
    ),
    shape('metal', star(64, 66, 12, 5)),
  ];
}

function musicKit(): Shape[] {
  return [
    shape('dark', circle(56, 66, 44)),
    shape('hole', circle(56, 66, 34)),
    shape('dark', circle(56, 66, 26)),
    shape('accent', circle(56, 66, 15)),
    shape('hole', circle(56, 66, 3.5)),
    // A beamed pair of notes.
    shape(
      'metal',
      'M92 20L114 14V62Q114 70 106 70Q98 70 98 63Q98 56 108 56V26L98 29V70Q98 78 90 78Q82 78 82 71Q82 64 92 64Z',
    ),
  ];
}

function graffiti(): Shape[] {
  return [
    shape('accent', rect(34, 40, 40, 72, 6)),
    shape('metal', rect(38, 28, 32, 14, 5)),
    shape('dark', rect(48, 18, 12, 12, 3)),
    shape('metal', rect(38, 62, 32, 18, 2)),
    shape('shine', rect(39, 44, 5, 64, 2.5)),
    ...[
      [78, 20, 4],
      [90, 14, 3],
      [88, 28, 5],
      [102, 22, 3.5],
      [100, 36, 2.5],
      [112, 30, 3],
    ].map(([x, y, r]) => shape('accent', circle(x as number, y as number, r as number))),
  ];
}

function pin(): Shape[] {
  return [
    shape('metal', 'M64 10L108 26V60Q108 94 64 118Q20 94 20 60V26Z'),
    shape('accent', 'M64 20L98 33V60Q98 86 64 106Q30 86 30 60V33Z'),
    shape('metal', star(64, 60, 20, 8)),
    shape('shine', 'M64 20L98 33V40L64 28L30 40V33Z'),
  ];
}

function patch(): Shape[] {
  const stitches = Array.from({ length: 24 }, (_, i) => {
    const angle = (i * Math.PI) / 12;
    return shape('hole', circle(64 + 42 * Math.cos(angle), 64 + 42 * Math.sin(angle), 1.6));
  });
  return [
    shape('dark', circle(64, 64, 50)),
    shape('accent', circle(64, 64, 46)),
    ...stitches,
    shape('metal', star(64, 66, 24, 10)),
  ];
}

function agent(): Shape[] {
  return [
    shape('accent', 'M16 118Q18 84 44 78L64 90L84 78Q110 84 112 118Z'),
    shape('special', rect(52, 66, 24, 20, 6)),
    shape('special', circle(64, 50, 22)),
    shape('dark', 'M40 48Q40 22 64 22Q88 22 88 48L92 52H36Z'),
    shape('dark', rect(44, 46, 40, 9, 4)),
    shape('shine', rect(48, 48, 30, 2, 1)),
    shape(
      'metal',
      poly([
        [58, 92],
        [64, 98],
        [70, 92],
        [64, 86],
      ]),
    ),
  ];
}

function nameTag(): Shape[] {
  return [
    shape('line', 'M26 40Q12 24 26 14Q36 8 40 22'),
    shape(
      'accent',
      poly([
        [20, 44],
        [40, 26],
        [112, 26],
        [112, 86],
        [40, 86],
        [20, 68],
      ]),
    ),
    shape('hole', circle(32, 56, 4.5)),
    shape('dark', rect(50, 42, 50, 5, 2.5)),
    shape('dark', rect(50, 54, 40, 5, 2.5)),
    shape('dark', rect(50, 66, 46, 5, 2.5)),
    shape('shine', rect(44, 30, 64, 3, 1.5)),
  ];
}

const SKIN = [
  [0, '#f0c9a4'],
  [1, '#a9744e'],
] as const;

export const STICKER_ICONS: Readonly<Record<string, KindIcon>> = Object.fromEntries(
  Object.entries(STICKER_PRINTS).map(([kind, print]) => {
    // A silver star vanishes on foil and gold prints; those get a dark one.
    const emblem = kind === 'foil' || kind === 'gold' ? 'dark' : 'metal';
    return [kind, { shapes: () => sticker(emblem), options: { special: print } }];
  }),
);

export const CONTAINER_ICONS: Readonly<Record<string, KindIcon>> = {
  case: { shapes: weaponCase, options: { accent: '#d9802f' } },
  capsule: { shapes: capsule, options: { accent: '#4f95dc', special: STICKER_PRINTS.holo } },
  package: { shapes: souvenirPackage, options: { accent: '#d9b256' } },
};

export const OTHER_ICONS: Readonly<Record<string, KindIcon>> = {
  'music-kit': { shapes: musicKit, options: { accent: '#8c62ea' } },
  graffiti: { shapes: graffiti, options: { accent: '#e04a5e' } },
  pin: { shapes: pin, options: { accent: '#c23a3a' } },
  patch: { shapes: patch, options: { accent: '#4c9c5a' } },
  agent: { shapes: agent, options: { accent: '#6c7a4e', special: SKIN } },
  'name-tag': { shapes: nameTag, options: { accent: '#dccb98' } },
};
