/** The weapons whose icon is not one long gun or one pistol: the revolver, the paired Berettas, the P90's cut-outs. */
import { pistol } from './pistol';
import { poly, rect, shape, type Shape } from './svg';

export function revolver(): Shape[] {
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

export function dualBerettas(): Shape[] {
  const one = pistol({ slide: [20, 104], grip: 26, hammer: true });
  return [
    ...one.map((s) => ({ ...s, transform: 'translate(2 -8) scale(.8)' })),
    ...one.map((s) => ({ ...s, transform: 'translate(24 30) scale(.8)' })),
  ];
}

export function p90Details(): Shape[] {
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
