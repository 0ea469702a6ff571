import type { LatencySummary } from '../stats';
import { histogramSvg } from './histogram-svg';
import { lagSvg } from './lag-svg';
import type { LoadReport } from './run';
import { timelineSvg } from './timeline-svg';

export interface ReportMeta {
  date: string;
  command: string;
  machine: string;
}

/** Every string that goes into the page passes through here (names, keys and messages come from servers and flags). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const e = (value: string | number) => escapeHtml(String(value));
const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;

/** The latency measures of a run by the names its histograms carry, in the order the reports list them. */
export function latencyMeasures(report: LoadReport): { name: string; summary: LatencySummary }[] {
  const rows: { name: string; summary: LatencySummary }[] = [];
  if (report.phase.join.count > 0) rows.push({ name: 'join', summary: report.phase.join });
  if (report.crash) {
    rows.push(
      { name: 'bet ack (all bettors)', summary: report.crash.betAck },
      { name: 'cash-out ack (all bettors)', summary: report.crash.cashOutAck },
      { name: 'bet ack (measuring client)', summary: report.crash.measuring.betAck },
      { name: 'cash-out ack (measuring client)', summary: report.crash.measuring.cashOutAck },
      { name: 'time round trip (measuring client)', summary: report.crash.measuring.timeRoundTrip },
    );
  }
  if (report.room) {
    for (const [name, summary] of Object.entries(report.room.acks))
      rows.push({ name: `${name} ack (all players)`, summary });
    for (const [name, summary] of Object.entries(report.room.measuring.acks))
      rows.push({ name: `${name} ack (measuring client)`, summary });
    if (report.room.measuring.timeRoundTrip.count > 0)
      rows.push({ name: 'time round trip (measuring client)', summary: report.room.measuring.timeRoundTrip });
  }
  for (const [name, summary] of Object.entries(report.wallet ?? {})) rows.push({ name, summary });
  return rows;
}

const table = (head: string[], rows: (string | number)[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${e(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${e(cell)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

function latencySection(report: LoadReport): string {
  const measures = latencyMeasures(report);
  if (measures.length === 0) return '<section id="latency"><h2>Latency</h2><p>No latency measured.</p></section>';
  const rows = measures.map(({ name, summary: s }) => [name, s.count, s.minMs, s.p50Ms, s.p95Ms, s.p99Ms, s.maxMs]);
  const charts = measures
    .filter(({ name, summary }) => summary.count > 0 && report.histograms?.[name])
    .map(({ name }) => `<figure>${histogramSvg(`${name} (ms)`, report.histograms[name]!)}</figure>`);
  return `<section id="latency"><h2>Latency (ms)</h2>${table(['measure', 'samples', 'min', 'p50', 'p95', 'p99', 'max'], rows)}${charts.join('')}</section>`;
}

function summarySection(report: LoadReport, meta: ReportMeta): string {
  const p = report.phase;
  const items = [
    `command: <code>${e(meta.command)}</code>`,
    `machine: ${e(meta.machine)}`,
    `clients ${e(p.clients)} (join failures ${e(p.joinFailures)}), measured ${e(p.seconds)} s, ${e(report.options.workers)} generator processes`,
    `deliveries ${e(p.deliveries)} (${e(p.deliveriesPerSecond)}/s, ${e(p.messagesPerClientPerSecond)} per client per second, ${e(p.meanMessageBytes)} bytes on average)`,
  ];
  const { phases, thinkMs } = report.options;
  if (phases)
    items.push(
      `phases (clients at each end): ${e(phases.map((phase) => `${phase.name} ${phase.durationS} s -> ${phase.clients}`).join(', '))}`,
    );
  if (thinkMs) items.push(`think time ${e(thinkMs[0])}-${e(thinkMs[1])} ms before each action`);
  if (report.crash) items.push(`bets sent ${e(report.crash.betsSent)}, cash-outs sent ${e(report.crash.cashOutsSent)}`);
  if (report.room)
    items.push(
      `sent: ${e(
        Object.entries(report.room.sent)
          .map(([name, n]) => `${name} ${n}`)
          .join(', ') || 'nothing',
      )}`,
    );
  if (report.ledgerWrites)
    items.push(`ledger writes acknowledged ${e(report.ledgerWrites.count)} (${e(report.ledgerWrites.perSecond)}/s)`);
  const flooder = report.room?.flooder;
  if (flooder) {
    const fate = flooder.disconnected
      ? `disconnected after ${flooder.disconnectedAfterMs} ms (close code ${flooder.closeCode})`
      : 'not disconnected';
    items.push(`flooder: sent ${e(flooder.sent)}, accepted ${e(flooder.accepted)}, ${e(fate)}`);
  }
  return `<section id="summary"><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul></section>`;
}

function serversSection(report: LoadReport): string {
  const seconds = Math.max(report.phase.seconds, 1e-9);
  const rows = Object.entries(report.servers).map(([name, server]) => {
    if ('error' in server) return [name, '', `scrape failed: ${server.error}`, '', '', ''];
    const lag = server.lag
      ? `${server.lag.p50MedianOfSecondsMs.toFixed(1)} / ${server.lag.p99WorstSecondMs.toFixed(1)} / ${server.lag.maxMs.toFixed(1)}`
      : 'no samples';
    return [
      name,
      server.after.pid,
      server.cpuSeconds,
      ((server.cpuSeconds / seconds) * 100).toFixed(1),
      lag,
      `${mib(server.before.residentBytes)} → ${mib(server.after.residentBytes)}`,
    ];
  });
  const head = [
    'server',
    'pid',
    'CPU s during the run',
    'mean CPU (% of a core)',
    'lag ms: median second p50 / worst second p99 / max',
    'resident memory',
  ];
  const timeline = report.timeline;
  return `<section id="over-time"><h2>Clients, CPU and event-loop lag over time</h2>${rows.length > 0 ? table(head, rows) : ''}
<figure>${timelineSvg(`${report.scenario}: clients and server CPU over time (shaded: measured)`, timeline)}</figure>
${Object.keys(report.servers).length > 0 ? `<figure>${lagSvg(`${report.scenario}: event-loop lag p99 per process (shaded: measured)`, timeline)}</figure>` : ''}</section>`;
}

function errorsSection(report: LoadReport): string {
  const errors = Object.entries(report.phase.errors).sort((a, b) => b[1] - a[1]);
  const body = errors.length === 0 ? '<p>None.</p>' : table(['key', 'count'], errors);
  return `<section id="errors"><h2>Errors by key</h2>${body}</section>`;
}

function baselineSection(report: LoadReport): string {
  const b = report.baseline;
  if (!b || report.scenario === 'raw-ws') return '';
  const rows: (string | number)[][] = [
    [
      'deliveries per second',
      report.phase.deliveriesPerSecond,
      b.deliveriesPerSecond,
      report.ratios?.deliveriesPerSecond ?? '',
    ],
    ['server CPU seconds', report.gameTotal?.cpuSeconds ?? '', b.serverCpuSeconds, ''],
    ['CPU per delivery', '', '', report.ratios?.cpuPerDelivery ?? ''],
    ['mean message bytes', report.phase.meanMessageBytes, b.meanMessageBytes, ''],
  ];
  return `<section id="baseline"><h2>Raw-ws baseline (same clients, size and rate)</h2>${table(['figure', 'room', 'baseline', 'room / baseline'], rows)}</section>`;
}

function invariantsSection(report: LoadReport): string {
  const inv = report.invariants;
  const text = !inv.checked
    ? `not checked (${inv.reason})`
    : inv.ok
      ? 'hold'
      : `VIOLATED: ${inv.violations?.join('; ')}`;
  return `<section id="invariants"><h2>Ledger invariants</h2><p class="${inv.checked && !inv.ok ? 'bad' : ''}">${e(text)}</p></section>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:2em auto;max-width:960px;color:#222;line-height:1.4}
table{border-collapse:collapse;margin:0.5em 0}th,td{border:1px solid #ccc;padding:0.2em 0.6em;text-align:right}
th:first-child,td:first-child{text-align:left}code{background:#f4f4f4;padding:0 0.2em}figure{margin:1em 0;overflow-x:auto}
.bad{color:#b00;font-weight:bold}`;

/** One self-contained page of a load run: inline CSS and SVG, nothing fetched, no script. */
export function htmlReport(report: LoadReport, meta: ReportMeta): string {
  const title = `Load run: ${report.scenario}, ${meta.date}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(title)}</title><style>${STYLE}</style></head>
<body><h1>${e(title)}</h1>
${summarySection(report, meta)}
${latencySection(report)}
${serversSection(report)}
${errorsSection(report)}
${baselineSection(report)}
${invariantsSection(report)}
</body></html>
`;
}
