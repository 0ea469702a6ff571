import { writeFileSync, mkdirSync } from 'node:fs';
import { GUN_ICONS } from './icons/guns';
import { KNIFE_ICONS, KNIFE_ACCENT } from './icons/knives';
import { frame, type Shape } from './icons/svg';
import { fitTransform } from './icons/fit';
mkdirSync('/tmp/prev', { recursive: true });
const write = (prefix: string, icons: Record<string, () => Shape[]>, accent?: readonly [string, string]) => {
  for (const [name, make] of Object.entries(icons)) {
    const s = make();
    writeFileSync(`/tmp/prev/${prefix}-${name.replace(/[^a-z0-9]/gi, '_')}.svg`, frame(s, { accent: accent ?? ['#b8c2cd', '#5f6a77'], fit: fitTransform(s) }));
  }
};
write('gun', GUN_ICONS);
write('knife', KNIFE_ICONS, KNIFE_ACCENT);
