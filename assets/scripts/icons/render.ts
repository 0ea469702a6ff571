/**
 * Renders every icon the catalog refers to: file path (relative to assets/) → SVG text. Pure, so the test can
 * compare it with the committed files.
 */
import type { ItemType } from '../../catalog/constants';
import { iconPath } from '../catalog/build';
import { fitTransform, type FitOptions } from './fit';
import { GLOVE_ACCENT, GLOVE_ICONS, SKIN_GRADIENT } from './gloves';
import { GUN_ICONS, WEAPON_ACCENT } from './guns';
import { KNIFE_ACCENT, KNIFE_ICONS } from './knives';
import { CONTAINER_ICONS, OTHER_ICONS, STICKER_ICONS, type KindIcon } from './misc';
import { frame, type FrameOptions, type Shape } from './svg';

function draw(shapes: Shape[], options: FrameOptions, fit: FitOptions = {}): string {
  return frame(shapes, { ...options, fit: fitTransform(shapes, fit) });
}

export function renderIcons(): Map<string, string> {
  const files = new Map<string, string>();
  type Table = Readonly<Record<string, () => Shape[]>>;
  const drawn = (type: ItemType, table: Table, options: FrameOptions, fit?: FitOptions): void => {
    for (const [kind, make] of Object.entries(table)) files.set(iconPath(type, kind), draw(make(), options, fit));
  };
  const kinds = (type: ItemType, table: Readonly<Record<string, KindIcon>>): void => {
    for (const [kind, icon] of Object.entries(table)) {
      files.set(iconPath(type, kind), draw(icon.shapes(), icon.options));
    }
  };
  drawn('weapon', GUN_ICONS, { accent: WEAPON_ACCENT });
  // Knives lie at an angle: level, a thin blade would use a third of its tile.
  drawn('knife', KNIFE_ICONS, { accent: KNIFE_ACCENT }, { rotate: -30 });
  drawn('glove', GLOVE_ICONS, { accent: GLOVE_ACCENT, special: SKIN_GRADIENT });
  kinds('sticker', STICKER_ICONS);
  kinds('container', CONTAINER_ICONS);
  kinds('other', OTHER_ICONS);
  return files;
}
