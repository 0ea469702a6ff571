import { writeFileSync, mkdirSync } from 'node:fs';
import { GUN_ICONS } from './icons/guns';
import { frame } from './icons/svg';
import { fitTransform } from './icons/fit';
mkdirSync('/tmp/prev', { recursive: true });
const cells: string[] = [];
for (const [name, make] of Object.entries(GUN_ICONS)) {
  const s = make(); const svg = frame(s, { accent: ['#b8c2cd', '#5f6a77'], fit: fitTransform(s) });
  const file = `/tmp/prev/${name.replace(/[^a-z0-9]/gi, '_')}.svg`;
  writeFileSync(file, svg);
  cells.push(`<div><img src="${file}" width=96 height=96><span>${name}</span></div>`);
}
writeFileSync('/tmp/prev/sheet.html', `<body style="background:#1b1f27;margin:0;display:flex;flex-wrap:wrap;gap:6px;padding:6px;font:10px sans-serif;color:#ccc">${cells.map(c=>c.replace('<div>','<div style="width:110px;display:flex;flex-direction:column;align-items:center;background:#232833">')).join('')}</body>`);
