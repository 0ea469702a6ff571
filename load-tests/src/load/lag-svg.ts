import type { Timeline } from './timeline';
import { COLOURS, niceStep, processLines } from './timeline-svg';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Event-loop lag over time as a self-contained SVG: one line per server process of each second's p99 (prom-client's
 * histogram since the previous scrape), the measured window shaded; each point's tooltip gives p50, p99 and max.
 */
export function lagSvg(title: string, timeline: Timeline): string {
  const samples = timeline.samples;
  const lines = processLines(timeline);
  const plot = { left: 60, right: 640, top: 36 + lines.length * 14, bottom: 216 + lines.length * 14 };
  const lags = samples.flatMap((s) => lines.map((line) => s.servers[line.name]?.lagP99Ms ?? 0));
  const maxT = Math.max(1, ...samples.map((s) => s.t));
  const tStep = niceStep(maxT, 10);
  const lagStep = niceStep(Math.max(10, ...lags), 5);
  const tTop = Math.ceil(maxT / tStep) * tStep;
  const lagTop = Math.ceil(Math.max(10, ...lags) / lagStep) * lagStep;
  const x = (t: number) => (plot.left + (t / tTop) * (plot.right - plot.left)).toFixed(1);
  const y = (ms: number) => (plot.bottom - (ms / lagTop) * (plot.bottom - plot.top)).toFixed(1);

  const parts: string[] = [];
  if (timeline.measuring) {
    const { fromS, toS } = timeline.measuring;
    parts.push(
      `<rect x="${x(fromS)}" y="${plot.top}" width="${(Number(x(toS)) - Number(x(fromS))).toFixed(1)}" height="${plot.bottom - plot.top}" fill="#eef3fa"><title>measured ${fromS}-${toS} s</title></rect>`,
    );
  }
  parts.push(
    `<line x1="${plot.left}" y1="${plot.bottom}" x2="${plot.right}" y2="${plot.bottom}" stroke="#333"/>`,
    `<line x1="${plot.left}" y1="${plot.top}" x2="${plot.left}" y2="${plot.bottom}" stroke="#333"/>`,
    `<text x="${(plot.left + plot.right) / 2}" y="${plot.bottom + 30}" font-size="11" text-anchor="middle">time (s)</text>`,
    `<text x="14" y="${(plot.top + plot.bottom) / 2}" font-size="11" transform="rotate(-90 14 ${(plot.top + plot.bottom) / 2})" text-anchor="middle">event-loop lag p99 (ms)</text>`,
  );
  for (let t = 0; t <= tTop + 1e-9; t += tStep)
    parts.push(`<text x="${x(t)}" y="${plot.bottom + 14}" font-size="10" text-anchor="middle">${+t.toFixed(3)}</text>`);
  for (let ms = 0; ms <= lagTop + 1e-9; ms += lagStep)
    parts.push(
      `<text x="${plot.left - 6}" y="${Number(y(ms)) + 3}" font-size="10" text-anchor="end">${+ms.toFixed(3)}</text>`,
    );
  lines.forEach((line, i) => {
    const colour = COLOURS[i % COLOURS.length]!;
    const points = samples.flatMap((s) => {
      const point = s.servers[line.name];
      return point ? [{ t: s.t, ...point }] : [];
    });
    parts.push(
      `<polyline points="${points.map((p) => `${x(p.t)},${y(p.lagP99Ms)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="1.5"><title>${escape(line.label)} lag p99</title></polyline>`,
    );
    for (const p of points) {
      parts.push(
        `<circle cx="${x(p.t)}" cy="${y(p.lagP99Ms)}" r="2" fill="${colour}"><title>${escape(line.label)} ${p.t} s: lag p50 ${p.lagP50Ms} / p99 ${p.lagP99Ms} / max ${p.lagMaxMs} ms</title></circle>`,
      );
    }
    parts.push(
      `<text x="${plot.left}" y="${36 + i * 14}" font-size="11" fill="${colour}">— ${escape(line.label)}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="${plot.bottom + 40}" font-family="sans-serif">
  <text x="10" y="18" font-size="13">${escape(title)}</text>
  ${parts.join('\n  ')}
</svg>
`;
}
