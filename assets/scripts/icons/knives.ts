/**
 * Knife icons, handle left and blade right. The blade carries the accent tone because knife finishes (Fade,
 * Doppler...) paint the blade; as a plain <img> it shows polished steel.
 */
import { circle, rect, shape, type Shape } from './svg';

const handle = (x0: number, x1: number, y = 58, h = 13): Shape[] => [
  shape('dark', rect(x0, y, x1 - x0, h, 5)),
  ...[0.25, 0.5, 0.75].map((t) => shape('hole', rect(x0 + (x1 - x0) * t - 0.8, y + 3, 1.6, h - 6, 0.8))),
  shape('metal', rect(x0 - 3, y - 1, 6, h + 2, 2)),
];
const guard = (x: number, y0 = 50, y1 = 79): Shape => shape('metal', rect(x, y0, 5, y1 - y0, 2));
const blade = (d: string): Shape => shape('accent', d);
const edgeShine = (d: string): Shape => shape('shine', d);

function karambit(): Shape[] {
  return [
    shape('dark', `M20 74Q30 58 58 54L64 62Q40 66 32 84Z`),
    shape('metal', circle(22, 84, 11)),
    shape('hole', circle(22, 84, 6)),
    blade('M56 52Q96 34 116 92Q104 66 66 66Z'),
    edgeShine('M66 52Q96 42 110 78Q98 58 70 56Z'),
    shape('metal', circle(60, 58, 2.5)),
  ];
}

function talon(): Shape[] {
  return [
    shape('dark', rect(22, 60, 38, 12, 5)),
    shape('metal', circle(17, 72, 10)),
    shape('hole', circle(17, 72, 5.5)),
    blade('M58 54Q104 46 122 80Q100 64 58 72Z'),
    edgeShine('M62 56Q100 52 114 70Q96 60 64 62Z'),
  ];
}

function butterfly(): Shape[] {
  return [
    shape('dark', rect(8, 55, 54, 8, 3)),
    shape('dark', rect(8, 66, 54, 8, 3)),
    ...[16, 26, 36, 46].map((x) => shape('hole', rect(x, 57, 6, 3.5, 1.5))),
    ...[16, 26, 36, 46].map((x) => shape('hole', rect(x, 68, 6, 3.5, 1.5))),
    shape('metal', circle(62, 64.5, 3)),
    blade('M64 58L104 58Q116 59 122 64Q108 72 64 71Z'),
    edgeShine('M66 59.5L104 59.5Q112 60 116 62L66 62Z'),
  ];
}

function bayonet(saw: boolean): Shape[] {
  const teeth = saw ? Array.from({ length: 7 }, (_, i) => `L${68 + i * 4} 53L${70 + i * 4} 56`).join('') : '';
  return [
    ...handle(8, 58, 57, 14),
    guard(56, 48, 80),
    blade(`M61 56${teeth}L110 56Q118 57 123 61Q112 70 61 72Z`),
    shape('hole', rect(66, 61, 34, 2.6, 1.3)),
    edgeShine('M62 57.5L110 57.5Q116 58 120 60L62 60Z'),
  ];
}

function flip(): Shape[] {
  return [
    ...handle(10, 62),
    blade('M60 56Q100 48 122 62Q104 76 60 72Z'),
    shape('hole', circle(68, 61, 3)),
    edgeShine('M74 55Q102 51 116 60Q100 57 74 58Z'),
    shape('metal', circle(62, 64.5, 2.5)),
  ];
}

function gut(): Shape[] {
  return [
    ...handle(10, 58),
    guard(56, 52, 77),
    blade('M61 56L92 56Q95 52 99 54L101 58L106 58Q118 59 123 64Q108 72 61 72Z'),
    edgeShine('M62 57.5L90 57.5L90 60L62 60Z'),
  ];
}

function huntsman(): Shape[] {
  const serration = Array.from({ length: 5 }, (_, i) => `L${66 + i * 4} 53.5L${68 + i * 4} 56`).join('');
  return [
    shape('dark', `M10 60Q12 56 18 57L24 60L30 57L36 60L42 57L48 60L56 58L56 72L10 72Z`),
    shape('metal', rect(7, 58, 5, 15, 2)),
    guard(55, 50, 80),
    blade(`M60 56${serration}L96 56L110 52Q120 56 123 62Q108 74 60 72Z`),
    edgeShine('M88 57.5L108 54Q114 56 118 59L88 60Z'),
  ];
}

function falchion(): Shape[] {
  return [
    ...handle(10, 58),
    shape('metal', rect(56, 55, 6, 19, 2)),
    blade('M61 57Q96 60 122 50Q116 70 96 74Q76 75 61 72Z'),
    edgeShine('M64 59Q96 62 116 54Q110 60 96 63Q78 64 64 62Z'),
  ];
}

function stiletto(): Shape[] {
  return [
    shape('dark', rect(12, 60, 44, 10, 4)),
    shape('metal', rect(8, 59, 6, 12, 2)),
    shape('metal', rect(54, 58, 6, 14, 2)),
    blade('M60 59L124 64L60 70Z'),
    edgeShine('M62 60.5L118 63.5L62 63.5Z'),
  ];
}

function skeleton(): Shape[] {
  return [
    shape('metal', rect(6, 56, 54, 18, 9)),
    shape('hole', rect(12, 60, 42, 10, 5)),
    blade('M58 56L108 56Q118 57 123 62Q110 72 58 72Z'),
    shape('hole', circle(66, 64, 2.5)),
    edgeShine('M72 57.5L108 57.5Q114 58 118 60L72 60Z'),
  ];
}

function shadowDaggers(): Shape[] {
  const dagger = [
    shape('dark', rect(24, 40, 14, 48, 6)),
    shape('metal', rect(36, 55, 6, 18, 2)),
    blade('M41 55Q88 57 120 64Q88 71 41 73Z'),
    edgeShine('M44 57Q88 59 112 63L44 63Z'),
  ];
  return [
    ...dagger.map((s) => ({ ...s, transform: 'translate(-6 -18) scale(.9)' })),
    ...dagger.map((s) => ({ ...s, transform: 'translate(10 14) scale(.9)' })),
  ];
}

export const KNIFE_ICONS: Readonly<Record<string, () => Shape[]>> = {
  Karambit: karambit,
  'Butterfly Knife': butterfly,
  'M9 Bayonet': () => bayonet(true),
  Bayonet: () => bayonet(false),
  'Talon Knife': talon,
  'Skeleton Knife': skeleton,
  'Stiletto Knife': stiletto,
  'Flip Knife': flip,
  'Huntsman Knife': huntsman,
  'Falchion Knife': falchion,
  'Gut Knife': gut,
  'Shadow Daggers': shadowDaggers,
};

/** Polished steel unless a page sets --skin-tint. */
export const KNIFE_ACCENT = '#d3dae1';
