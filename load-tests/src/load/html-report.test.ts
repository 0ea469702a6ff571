import { describe, expect, it } from 'vitest';
import { summarize } from '../stats';
import { histogramOf } from './histogram-svg';
import { escapeHtml, htmlReport, latencyMeasures } from './html-report';
import type { LoadReport } from './run';
import type { ServerSnapshot } from './prometheus';
import type { Timeline } from './timeline';

const betMs = [3, 4, 4.5, 7, 12, 30, 250];
const cashOutMs = [2, 9, 15];
const timeMs = [1, 1.5, 2, 2.5];
const point = (cores: number | null, lagP99Ms: number) => ({
  cores,
  lagP50Ms: 1,
  lagP99Ms,
  lagMaxMs: 20,
  residentBytes: 80 * 2 ** 20,
  rooms: {},
});
const timeline: Timeline = {
  intervalS: 1,
  measuring: { fromS: 1, toS: 3 },
  pids: { api: 10, game: 20 },
  samples: [0, 1, 2, 3].map((t) => ({
    t,
    clients: t * 10,
    servers: { api: point(t === 0 ? null : 0.1, 11), game: point(t === 0 ? null : 0.6, 13 + t) },
  })),
};
const snapshot = (pid: number, cpuSeconds: number): ServerSnapshot => ({
  at: 0,
  pid,
  cpuSeconds,
  residentBytes: 90 * 2 ** 20,
  heapUsedBytes: 0,
  eventLoopLagP50Ms: 1,
  eventLoopLagP99Ms: 12,
  eventLoopLagMaxMs: 20,
  rooms: {},
});
const server = (pid: number, cpuSeconds: number) => ({
  before: snapshot(pid, 0),
  after: snapshot(pid, cpuSeconds),
  cpuSeconds,
  lag: { p50MedianOfSecondsMs: 1, p99WorstSecondMs: 15, maxMs: 20, seconds: 3 },
});
const phase = {
  clients: 30,
  joinFailures: 0,
  seconds: 2,
  join: summarize([20, 25, 40]),
  deliveries: 600,
  deliveriesPerSecond: 300,
  messagesPerClientPerSecond: 10,
  meanMessageBytes: 48.5,
};

/** A crash run as run.ts answers it, with an error key and a violation that carry markup. */
const report: LoadReport = {
  scenario: 'crash',
  options: {
    clients: 30,
    bettors: 7,
    durationS: 2,
    workers: 2,
    url: 'http://127.0.0.1:3000',
    gameUrls: ['ws://127.0.0.1:2567/'],
    variant: 'classic',
  },
  phase: { ...phase, errors: { 'CRASH.WITHDRAW_AFTER_CRASH': 2, '<script>alert("x")</script>': 1 } },
  crash: {
    betsSent: 7,
    cashOutsSent: 3,
    betAck: summarize(betMs),
    cashOutAck: summarize(cashOutMs),
    measuring: { betAck: summarize([4]), cashOutAck: summarize([]), timeRoundTrip: summarize(timeMs) },
  },
  servers: { api: server(10, 0.2), game: server(20, 1.25) },
  gameTotal: { processes: 1, failed: 0, cpuSeconds: 1.25, residentBytesAfter: 90 * 2 ** 20, lagP99WorstSecondMs: 15 },
  timeline,
  baseline: {
    ...phase,
    deliveriesPerSecond: 900,
    meanMessageBytes: 49,
    errors: {},
    serverCpuSeconds: 0.5,
    messagesSent: 1800,
  },
  ratios: { deliveriesPerSecond: 0.333, cpuPerDelivery: 7.5 },
  invariants: { checked: true, ok: false, violations: ['sum <> 0 & "drift"'] },
  samples: { name: 'bet and cash-out acknowledgement (ms)', ms: [...betMs, ...cashOutMs] },
  histograms: {
    join: histogramOf([20, 25, 40]),
    'bet ack (all bettors)': histogramOf(betMs),
    'cash-out ack (all bettors)': histogramOf(cashOutMs),
    'bet ack (measuring client)': histogramOf([4]),
    'cash-out ack (measuring client)': histogramOf([]),
    'time round trip (measuring client)': histogramOf(timeMs),
  },
};
const meta = {
  date: '2026-11-28T04:00:00.000Z',
  command: 'npm run load -- --scenario crash --admin-name <b>',
  machine: '2 cores',
};
// The page is made from the JSON the run writes, so its numbers are the JSON's.
const json = JSON.parse(JSON.stringify(report)) as LoadReport;
const html = htmlReport(json, meta);

const section = (id: string) => html.match(new RegExp(`<section id="${id}">([\\s\\S]*?)</section>`))?.[1] ?? '';
const rowsOf = (part: string) =>
  [...part.matchAll(/<tr>((?:<td>[^<]*<\/td>)+)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<td>([^<]*)<\/td>/g)].map((cell) => cell[1]!),
  );

describe('the HTML report', () => {
  it('escapes every string it is given', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('--admin-name &lt;b&gt;');
    expect(html).toContain('VIOLATED: sum &lt;&gt; 0 &amp; &quot;drift&quot;');
  });

  it('is one self-contained page: inline style and SVG, nothing fetched', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en"><head><meta charset="utf-8">/);
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<script|<link|src=|url\(|@import/);
    // Histograms of the six measures with samples (not the measuring client's empty cash-out), the clients and CPU chart, the lag chart.
    expect(html.match(/<svg /g)).toHaveLength(5 + 2);
    for (const id of ['summary', 'latency', 'over-time', 'errors', 'baseline', 'invariants'])
      expect(section(id)).not.toBe('');
    expect(section('over-time')).toContain('event-loop lag p99 per process');
  });

  it('gives each measure the percentiles the JSON holds, and a histogram of as many samples', () => {
    const expected = latencyMeasures(json).map(({ name, summary: s }) =>
      [name, s.count, s.minMs, s.p50Ms, s.p95Ms, s.p99Ms, s.maxMs].map(String),
    );
    expect(expected.map((row) => row[0])).toEqual(Object.keys(json.histograms));
    expect(rowsOf(section('latency'))).toEqual(expected);
    expect(expected.find((row) => row[0] === 'bet ack (all bettors)')).toEqual([
      'bet ack (all bettors)',
      '7',
      '3',
      '7',
      '250',
      '250',
      '250',
    ]);
    expect(section('latency')).toContain('bet ack (all bettors) (ms): 7 samples');
    expect(section('latency')).toContain('time round trip (measuring client) (ms): 4 samples');
  });

  it('lists errors by key (most first), the servers, the baseline and the ratios from the JSON', () => {
    expect(rowsOf(section('errors'))).toEqual([
      ['CRASH.WITHDRAW_AFTER_CRASH', '2'],
      ['&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;', '1'],
    ]);
    expect(rowsOf(section('over-time'))[1]).toEqual([
      'game',
      '20',
      '1.25',
      '62.5',
      '1.0 / 15.0 / 20.0',
      '90 MiB → 90 MiB',
    ]);
    expect(rowsOf(section('baseline'))).toEqual([
      ['deliveries per second', '300', '900', '0.333'],
      ['server CPU seconds', '1.25', '0.5', ''],
      ['CPU per delivery', '', '', '7.5'],
      ['mean message bytes', '48.5', '49', ''],
    ]);
  });

  it('names the phases as run and the think time, escaped', () => {
    const phased = htmlReport(
      {
        ...json,
        options: {
          ...json.options,
          phases: [
            { name: 'ramp <up>', durationS: 3, clients: 20 },
            { name: 'steady', durationS: 7, clients: 20 },
          ],
          thinkMs: [0, 1000],
        },
      },
      meta,
    );
    expect(phased).toContain(
      '<li>phases (clients at each end): ramp &lt;up&gt; 3 s -&gt; 20, steady 7 s -&gt; 20</li>',
    );
    expect(phased).toContain('<li>think time 0-1000 ms before each action</li>');
    expect(html).not.toContain('phases (clients');
  });

  it('says when there is nothing to show', () => {
    const quiet = htmlReport(
      { ...json, phase: { ...json.phase, errors: {} }, baseline: undefined, ratios: undefined },
      meta,
    );
    expect(quiet).toContain('<section id="errors"><h2>Errors by key</h2><p>None.</p></section>');
    expect(quiet).not.toContain('<section id="baseline">');
  });
});
