import type { Timeline } from './timeline';

export const COLOURS = ['#e45756', '#54a24b', '#f58518', '#b279a2', '#72b7b2', '#9d755d', '#ff9da6', '#bab0ac'];
/** Legend entries per row above the plot (one for the clients, one per server process). */
const LEGEND_PER_ROW = 3;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The smallest of 1, 2, 5 × 10^n that is at least `max / ticks` (axis steps that read well). */
export function niceStep(max: number, ticks: number): number {
  const rough = Math.max(max, 1e-9) / ticks;
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= rough)!;
}

/** The server processes to draw: names sharing a pid are one line ("api = game"). */
export function processLines(timeline: Timeline): { label: string; name: string }[] {
  const names = [...new Set(timeline.samples.flatMap((sample) => Object.keys(sample.servers)))];
  const byProcess = new Map<string, string[]>();
  for (const name of names) {
    const pid = timeline.pids[name];
    const key = pid !== undefined && Number.isFinite(pid) ? `pid ${pid}` : name;
    byProcess.set(key, [...(byProcess.get(key) ?? []), name]);
  }
  return [...byProcess.entries()].map(([key, group]) => ({
    name: group[0]!,
    label: `${group.join(' = ')} (${key === group[0] ? 'no pid' : key})`,
  }));
}

/**
 * Clients and CPU over time as a self-contained SVG: time (s) across, connected clients on the left axis, each server
 * process's CPU (% of one core) on the right, the measured window shaded. Every point carries its figures in a
 * tooltip (event-loop lag too).
 */
export function timelineSvg(title: string, timeline: Timeline): string {
  const samples = timeline.samples;
  const lines = processLines(timeline);
  const legendRows = Math.ceil((lines.length + 1) / LEGEND_PER_ROW);
  const plot = { left: 60, right: 640, top: 36 + legendRows * 14, bottom: 236 + legendRows * 14 };
  const legendAt = (k: number) =>
    `x="${plot.left + (k % LEGEND_PER_ROW) * 200}" y="${36 + Math.floor(k / LEGEND_PER_ROW) * 14}"`;
  const maxT = Math.max(1, ...samples.map((s) => s.t));
  const maxClients = Math.max(1, ...samples.map((s) => s.clients));
  const cpuPercents = samples.flatMap((s) => lines.map((line) => (s.servers[line.name]?.cores ?? 0) * 100));
  const tStep = niceStep(maxT, 10);
  const clientStep = niceStep(maxClients, 5);
  const cpuStep = niceStep(Math.max(100, ...cpuPercents), 5);
  const tTop = Math.ceil(maxT / tStep) * tStep;
  const clientTop = Math.ceil(maxClients / clientStep) * clientStep;
  const cpuTop = Math.ceil(Math.max(100, ...cpuPercents) / cpuStep) * cpuStep;
  const x = (t: number) => (plot.left + (t / tTop) * (plot.right - plot.left)).toFixed(1);
  const y = (value: number, top: number) => (plot.bottom - (value / top) * (plot.bottom - plot.top)).toFixed(1);

  const parts: string[] = [];
  if (timeline.measuring) {
    const { fromS, toS } = timeline.measuring;
    parts.push(
      `<rect x="${x(fromS)}" y="${plot.top}" width="${(Number(x(toS)) - Number(x(fromS))).toFixed(1)}" height="${plot.bottom - plot.top}" fill="#eef3fa"><title>measured ${fromS}-${toS} s</title></rect>`,
    );
  }
  // Axes: time below, clients left, CPU right; tick labels on each.
  parts.push(
    `<line x1="${plot.left}" y1="${plot.bottom}" x2="${plot.right}" y2="${plot.bottom}" stroke="#333"/>`,
    `<line x1="${plot.left}" y1="${plot.top}" x2="${plot.left}" y2="${plot.bottom}" stroke="#4c78a8"/>`,
    `<line x1="${plot.right}" y1="${plot.top}" x2="${plot.right}" y2="${plot.bottom}" stroke="#333"/>`,
  );
  for (let t = 0; t <= tTop + 1e-9; t += tStep)
    parts.push(`<text x="${x(t)}" y="${plot.bottom + 14}" font-size="10" text-anchor="middle">${+t.toFixed(3)}</text>`);
  for (let c = 0; c <= clientTop + 1e-9; c += clientStep)
    parts.push(
      `<text x="${plot.left - 6}" y="${Number(y(c, clientTop)) + 3}" font-size="10" text-anchor="end" fill="#4c78a8">${+c.toFixed(3)}</text>`,
    );
  for (let p = 0; p <= cpuTop + 1e-9; p += cpuStep)
    parts.push(`<text x="${plot.right + 6}" y="${Number(y(p, cpuTop)) + 3}" font-size="10">${+p.toFixed(3)}</text>`);
  parts.push(
    `<text x="${(plot.left + plot.right) / 2}" y="${plot.bottom + 30}" font-size="11" text-anchor="middle">time (s)</text>`,
    `<text x="14" y="${(plot.top + plot.bottom) / 2}" font-size="11" fill="#4c78a8" transform="rotate(-90 14 ${(plot.top + plot.bottom) / 2})" text-anchor="middle">clients connected</text>`,
    `<text x="${plot.right + 44}" y="${(plot.top + plot.bottom) / 2}" font-size="11" transform="rotate(90 ${plot.right + 44} ${(plot.top + plot.bottom) / 2})" text-anchor="middle">CPU % (100 = one core)</text>`,
  );

  const clientPoints = samples.map((s) => `${x(s.t)},${y(s.clients, clientTop)}`).join(' ');
  parts.push(
    `<polyline points="${clientPoints}" fill="none" stroke="#4c78a8" stroke-width="2"><title>clients connected</title></polyline>`,
  );
  for (const s of samples)
    parts.push(
      `<circle cx="${x(s.t)}" cy="${y(s.clients, clientTop)}" r="2" fill="#4c78a8"><title>${s.t} s: ${s.clients} clients</title></circle>`,
    );

  const legend: string[] = [`<text ${legendAt(0)} font-size="11" fill="#4c78a8">— clients</text>`];
  lines.forEach((line, i) => {
    const colour = COLOURS[i % COLOURS.length]!;
    const points = samples.flatMap((s) => {
      const point = s.servers[line.name];
      return point && point.cores !== null ? [{ t: s.t, percent: point.cores * 100, lagP99Ms: point.lagP99Ms }] : [];
    });
    parts.push(
      `<polyline points="${points.map((p) => `${x(p.t)},${y(p.percent, cpuTop)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="1.5"><title>${escape(line.label)} CPU</title></polyline>`,
    );
    for (const p of points) {
      parts.push(
        `<circle cx="${x(p.t)}" cy="${y(p.percent, cpuTop)}" r="2" fill="${colour}"><title>${escape(line.label)} ${p.t} s: CPU ${p.percent.toFixed(1)} %, event-loop lag p99 ${p.lagP99Ms} ms</title></circle>`,
      );
    }
    legend.push(`<text ${legendAt(i + 1)} font-size="11" fill="${colour}">— CPU ${escape(line.label)}</text>`);
  });

  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="${plot.bottom + 40}" font-family="sans-serif">
  <text x="10" y="18" font-size="13">${escape(title)}</text>
  ${legend.join('\n  ')}
  ${parts.join('\n  ')}
</svg>
`;
}
