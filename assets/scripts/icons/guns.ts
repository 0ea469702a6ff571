/** Icon geometry of every weapon model of the catalog, keyed by the model's name. */
import { longGun } from './long-gun';
import { pistol } from './pistol';
import { poly, rect, shape, type Shape } from './svg';

function revolver(): Shape[] {
  return [
    shape(
      'dark',
      poly([
        [34, 54],
        [46, 54],
        [42, 74],
        [34, 92],
        [22, 92],
        [20, 86],
        [28, 70],
      ]),
    ),
    shape(
      'hole',
      poly([
        [33, 62],
        [40, 62],
        [37, 74],
        [31, 86],
        [26, 86],
        [31, 70],
      ]),
    ),
    shape('line', 'M50 58Q51 67 58 67L61 67Q64 66 64 58'),
    shape('metal', rect(62, 40, 56, 9, 1.5)),
    shape('metal', rect(98, 49, 16, 3, 1)),
    shape(
      'accent',
      poly([
        [32, 38],
        [66, 38],
        [68, 44],
        [68, 58],
        [46, 58],
        [42, 56],
        [32, 56],
      ]),
    ),
    shape('metal', rect(44, 41, 22, 15, 3)),
    shape('hole', rect(47, 44, 16, 1.6, 0.8)),
    shape('hole', rect(47, 48, 16, 1.6, 0.8)),
    shape('hole', rect(47, 52, 16, 1.6, 0.8)),
    shape(
      'metal',
      poly([
        [33, 40],
        [26, 33],
        [24, 35],
        [30, 44],
      ]),
    ),
    shape('shine', rect(64, 41.5, 50, 1.8, 0.9)),
    shape('metal', rect(111, 36, 3, 4, 0.5)),
  ];
}

function dualBerettas(): Shape[] {
  const one = pistol({ slide: [20, 104], grip: 26, hammer: true });
  return [
    ...one.map((s) => ({ ...s, transform: 'translate(2 -8) scale(.8)' })),
    ...one.map((s) => ({ ...s, transform: 'translate(24 30) scale(.8)' })),
  ];
}

function p90Details(): Shape[] {
  return [
    shape('metal', rect(28, 45, 62, 6, 1.5)),
    shape(
      'hole',
      poly([
        [22, 66],
        [34, 62],
        [30, 72],
        [24, 72],
      ]),
    ),
    shape(
      'hole',
      poly([
        [62, 62],
        [76, 62],
        [74, 68],
        [64, 68],
      ]),
    ),
    shape('shine', rect(30, 46, 58, 1.4, 0.7)),
  ];
}

/** Gunmetal unless a page sets --skin-tint; the receiver or slide carries it. */
export const WEAPON_ACCENT = '#a9b3be';

export const GUN_ICONS: Readonly<Record<string, () => Shape[]>> = {
  'AK-47': () =>
    longGun({
      butt: 6,
      receiver: [36, 72],
      stock: 'wood',
      stockTone: 'wood',
      muzzle: 122,
      grip: 40,
      gripTone: 'wood',
      hand: { to: 92, tone: 'wood', top: 53, bottom: 63 },
      gas: 92,
      sight: 113,
      brake: true,
      mag: { kind: 'curved', x: 57, w: 11, len: 32, bend: 16 },
    }),
  M4A4: () =>
    longGun({
      butt: 6,
      receiver: [34, 70],
      stock: 'skeleton',
      muzzle: 122,
      grip: 38,
      rail: true,
      sight: 100,
      brake: true,
      hand: { to: 96, tone: 'dark', vents: 4 },
      mag: { kind: 'straight', x: 53, w: 10, len: 25 },
    }),
  'M4A1-S': () =>
    longGun({
      butt: 6,
      receiver: [32, 66],
      stock: 'skeleton',
      muzzle: 124,
      grip: 36,
      rail: true,
      silencer: 90,
      hand: { to: 90, tone: 'dark', vents: 3 },
      mag: { kind: 'straight', x: 50, w: 9, len: 22 },
    }),
  AWP: () =>
    longGun({
      butt: 4,
      receiver: [40, 72],
      stock: 'thumbhole',
      muzzle: 124,
      barrel: 3,
      grip: null,
      brake: true,
      bolt: 66,
      hand: { to: 86, tone: 'dark' },
      scope: { from: 36, to: 82, big: true },
      mag: { kind: 'box', x: 56, w: 8, len: 9 },
    }),
  'Galil AR': () =>
    longGun({
      butt: 8,
      receiver: [36, 72],
      stock: 'wire',
      muzzle: 120,
      grip: 40,
      sight: 110,
      brake: true,
      hand: { to: 90, tone: 'wood' },
      mag: { kind: 'curved', x: 55, w: 10, len: 27, bend: 11 },
    }),
  FAMAS: () =>
    longGun({
      butt: 10,
      receiver: [10, 96],
      stock: 'none',
      muzzle: 118,
      grip: 60,
      handle: [22, 92],
      brake: true,
      body: poly([
        [10, 53],
        [96, 53],
        [98, 58],
        [96, 66],
        [68, 66],
        [64, 70],
        [30, 70],
        [14, 73],
        [10, 73],
      ]),
      mag: { kind: 'straight', x: 38, w: 9, len: 20 },
    }),
  'SG 553': () =>
    longGun({
      butt: 6,
      receiver: [34, 74],
      stock: 'skeleton',
      muzzle: 120,
      grip: 38,
      brake: true,
      hand: { to: 94, tone: 'dark', vents: 3 },
      scope: { from: 42, to: 74 },
      mag: { kind: 'curved', x: 56, w: 10, len: 24, bend: 8 },
    }),
  AUG: () =>
    longGun({
      butt: 8,
      receiver: [8, 92],
      stock: 'none',
      muzzle: 120,
      grip: 58,
      foregrip: 80,
      brake: true,
      body: poly([
        [8, 55],
        [90, 55],
        [94, 59],
        [90, 66],
        [62, 66],
        [58, 72],
        [24, 72],
        [12, 74],
        [8, 72],
      ]),
      scope: { from: 40, to: 78 },
      mag: { kind: 'straight', x: 30, w: 9, len: 20 },
    }),
  'SSG 08': () =>
    longGun({
      butt: 6,
      receiver: [42, 68],
      stock: 'thumbhole',
      muzzle: 124,
      barrel: 2.6,
      grip: null,
      bolt: 62,
      brake: true,
      hand: { to: 84, tone: 'dark', top: 54, bottom: 62 },
      scope: { from: 36, to: 78 },
      mag: { kind: 'box', x: 54, w: 7, len: 7 },
    }),
  'SCAR-20': () =>
    longGun({
      butt: 6,
      receiver: [34, 74],
      stock: 'solid',
      muzzle: 120,
      grip: 40,
      rail: true,
      brake: true,
      hand: { to: 96, tone: 'dark', vents: 3 },
      scope: { from: 38, to: 80 },
      mag: { kind: 'straight', x: 55, w: 10, len: 18 },
    }),
  G3SG1: () =>
    longGun({
      butt: 4,
      receiver: [34, 74],
      stock: 'solid',
      muzzle: 122,
      grip: 38,
      brake: true,
      hand: { to: 98, tone: 'dark', vents: 4, top: 54, bottom: 63 },
      scope: { from: 40, to: 78 },
      mag: { kind: 'straight', x: 53, w: 10, len: 20 },
    }),
  MP9: () =>
    longGun({
      butt: 18,
      receiver: [38, 88],
      stock: 'wire',
      muzzle: 102,
      grip: 46,
      foregrip: 76,
      rail: true,
      mag: { kind: 'straight', x: 45, w: 7, len: 26 },
    }),
  'MAC-10': () =>
    longGun({
      butt: 34,
      receiver: [34, 90],
      top: 48,
      bottom: 66,
      stock: 'none',
      muzzle: 104,
      grip: 52,
      mag: { kind: 'straight', x: 51, w: 7, len: 28 },
    }),
  'UMP-45': () =>
    longGun({
      butt: 10,
      receiver: [34, 88],
      top: 51,
      bottom: 65,
      stock: 'wire',
      muzzle: 106,
      grip: 40,
      rail: true,
      mag: { kind: 'curved', x: 60, w: 8, len: 20, bend: 4 },
    }),
  P90: () =>
    longGun({
      butt: 12,
      receiver: [12, 100],
      stock: 'none',
      muzzle: 110,
      grip: null,
      extras: p90Details(),
      body: poly([
        [12, 58],
        [20, 51],
        [94, 51],
        [100, 56],
        [100, 66],
        [86, 66],
        [80, 76],
        [58, 76],
        [52, 66],
        [42, 66],
        [36, 78],
        [20, 78],
        [12, 70],
      ]),
    }),
  MP7: () =>
    longGun({
      butt: 22,
      receiver: [40, 88],
      stock: 'wire',
      muzzle: 102,
      grip: 46,
      foregrip: 72,
      rail: true,
      mag: { kind: 'straight', x: 45, w: 7, len: 24 },
    }),
  'PP-Bizon': () =>
    longGun({
      butt: 6,
      receiver: [36, 78],
      stock: 'wire',
      muzzle: 114,
      grip: 40,
      sight: 106,
      brake: true,
      mag: { kind: 'helical', x: 60, w: 40, len: 10 },
    }),
  Nova: () =>
    longGun({
      butt: 4,
      receiver: [36, 66],
      stock: 'wood',
      muzzle: 122,
      barrel: 4,
      grip: 40,
      tube: [62, 108],
      pump: [70, 96],
      sight: 119,
    }),
  XM1014: () =>
    longGun({
      butt: 6,
      receiver: [34, 68],
      stock: 'skeleton',
      muzzle: 122,
      barrel: 4,
      grip: 38,
      rail: true,
      tube: [64, 112],
      hand: { to: 94, tone: 'dark', top: 55, bottom: 66 },
    }),
  'MAG-7': () =>
    longGun({
      butt: 40,
      receiver: [40, 86],
      top: 50,
      bottom: 66,
      stock: 'none',
      muzzle: 116,
      barrel: 5,
      grip: 46,
      pump: [84, 106],
      foregrip: 92,
      mag: { kind: 'straight', x: 45, w: 8, len: 22 },
    }),
  'Sawed-Off': () =>
    longGun({
      butt: 20,
      receiver: [40, 66],
      stock: 'pistol',
      stockTone: 'wood',
      muzzle: 100,
      barrel: 5.5,
      grip: null,
      tube: [64, 94],
      pump: [68, 90],
    }),
  Negev: () =>
    longGun({
      butt: 6,
      receiver: [34, 76],
      stock: 'solid',
      muzzle: 122,
      grip: 38,
      handle: [56, 74],
      bipod: 96,
      brake: true,
      hand: { to: 98, tone: 'dark', vents: 3 },
      mag: { kind: 'belt', x: 50, w: 18, len: 18 },
    }),
  M249: () =>
    longGun({
      butt: 4,
      receiver: [34, 78],
      stock: 'solid',
      muzzle: 122,
      grip: 36,
      handle: [82, 96],
      bipod: 102,
      rail: true,
      brake: true,
      hand: { to: 94, tone: 'dark', vents: 2 },
      mag: { kind: 'belt', x: 46, w: 20, len: 20 },
    }),
  'Desert Eagle': () =>
    pistol({ slide: [14, 110], top: 36, height: 16, grip: 24, gripWidth: 20, rake: 6, hammer: true, rib: true }),
  'Glock-18': () => pistol({ slide: [20, 104], grip: 26, gripWidth: 20, rake: 9 }),
  'USP-S': () => pistol({ slide: [10, 72], top: 40, grip: 14, gripWidth: 17, hammer: true, suppressor: 46 }),
  P2000: () => pistol({ slide: [20, 102], grip: 25, hammer: true }),
  P250: () => pistol({ slide: [22, 100], grip: 28, gripLength: 34 }),
  'Five-SeveN': () => pistol({ slide: [20, 104], height: 11, grip: 26, rake: 10 }),
  'Tec-9': () => pistol({ slide: [18, 84], top: 40, height: 12, grip: 24, shroud: 30, frontMag: 64 }),
  'CZ75-Auto': () => pistol({ slide: [20, 100], grip: 26, hammer: true, frontMag: 80 }),
  'R8 Revolver': revolver,
  'Dual Berettas': dualBerettas,
};
