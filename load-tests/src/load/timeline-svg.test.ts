import { describe, expect, it } from 'vitest';
import type { Timeline } from './timeline';
import { niceStep, timelineSvg } from './timeline-svg';

const point = (cores: number | null, lagP99Ms = 4) => ({
  cores,
  lagP50Ms: 1,
  lagP99Ms,
  lagMaxMs: 9,
  residentBytes: 100 * 2 ** 20,
  rooms: {},
});

/** 4 s of a run: the API and one game URL are one process (pid 100), a second game process is pid 200. */
const timeline: Timeline = {
  intervalS: 1,
  measuring: { fromS: 1, toS: 3 },
  pids: { api: 100, game1: 100, game2: 200 },
  samples: [
    { t: 0, clients: 0, servers: { api: point(null), game1: point(null), game2: point(null) } },
    { t: 1, clients: 12, servers: { api: point(0.25), game1: point(0.25), game2: point(0.5) } },
    { t: 2, clients: 40, servers: { api: point(0.855, 17.5), game1: point(0.855, 17.5), game2: null } },
    { t: 3, clients: 40, servers: { api: point(1.5), game1: point(1.5), game2: point(0.1) } },
  ],
};

describe('the clients and CPU over time chart', () => {
  const svg = timelineSvg('crash: clients and server CPU', timeline);

  it('is one self-contained SVG with both axes and the time axis named', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>/);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('>time (s)</text>');
    expect(svg).toContain('>clients connected</text>');
    expect(svg).toContain('>CPU % (100 = one core)</text>');
    // Three axis lines: time, clients (left), CPU (right).
    expect(svg.match(/<line /g)).toHaveLength(3);
    // Clients reach 40: the left axis goes 0, 10, … 40; CPU peaks at 150 %: the right axis goes to 150 by 50.
    for (const tick of ['>0<', '>10<', '>40<', '>150<']) expect(svg).toContain(tick);
    expect(svg).not.toContain('>200<');
  });

  it('draws the clients and one CPU line per process, with every value in a tooltip', () => {
    // Clients, then pid 100 (api = game1) and pid 200 (game2): three lines, not four.
    expect(svg.match(/<polyline /g)).toHaveLength(3);
    expect(svg).toContain('— CPU api = game1 (pid 100)');
    expect(svg).toContain('— CPU game2 (pid 200)');
    expect(svg).toContain('<title>2 s: 40 clients</title>');
    expect(svg).toContain('api = game1 (pid 100) 2 s: CPU 85.5 %, event-loop lag p99 17.5 ms');
    expect(svg).toContain('game2 (pid 200) 3 s: CPU 10.0 %');
    // No CPU point before the first interval, nor where a scrape failed (game2 at 2 s).
    expect(svg).not.toContain('0 s: CPU');
    expect(svg).not.toContain('game2 (pid 200) 2 s');
    expect(svg).toContain('<title>measured 1-3 s</title>');
  });

  it('escapes a title and copes with a run that has no server (raw-ws)', () => {
    const bare = timelineSvg('a <b> & c', {
      intervalS: 1,
      measuring: null,
      pids: {},
      samples: [{ t: 0, clients: 3, servers: {} }],
    });
    expect(bare).toContain('a &lt;b> &amp; c');
    expect(bare.match(/<polyline /g)).toHaveLength(1);
  });

  it('steps axes by 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(40, 5)).toBe(10);
    expect(niceStep(150, 5)).toBe(50);
    expect(niceStep(7, 10)).toBe(1);
    expect(niceStep(130, 10)).toBe(20);
  });
});
