import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LatencySummary } from '../stats';
import { latencyHistogramSvg } from './histogram-svg';
import { htmlReport } from './html-report';
import { timelineSvg } from './timeline-svg';
import type { LoadReport } from './run';
import { serverRows } from './server-rows';
import { isWalletScenario } from './args';
import { LEDGER_WRITES } from './wallet-clients';

const DEFAULT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../reports');

const ms = (s: LatencySummary) =>
  s.count === 0 ? 'no samples' : `${s.p50Ms} / ${s.p95Ms} / ${s.p99Ms} ms (n=${s.count}, max ${s.maxMs})`;

function markdown(
  report: LoadReport,
  meta: { date: string; command: string; machine: string },
  svgName: string,
  timelineName: string,
): string {
  const lines = [
    `# Load run: ${report.scenario}, ${meta.date}`,
    '',
    `- command: \`${meta.command}\``,
    `- machine: ${meta.machine}`,
    `- clients ${report.phase.clients} (join failures ${report.phase.joinFailures}), measured ${report.phase.seconds} s, ${report.options.workers} generator processes`,
    '',
    '| measure | p50 / p95 / p99 |',
    '|---|---|',
  ];
  if (report.phase.join.count > 0) lines.push(`| join | ${ms(report.phase.join)} |`);
  if (report.crash) {
    lines.push(
      `| bet ack (all bettors) | ${ms(report.crash.betAck)} |`,
      `| cash-out ack (all bettors) | ${ms(report.crash.cashOutAck)} |`,
      `| bet ack (measuring client) | ${ms(report.crash.measuring.betAck)} |`,
      `| cash-out ack (measuring client) | ${ms(report.crash.measuring.cashOutAck)} |`,
      `| \`time\` round trip (measuring client) | ${ms(report.crash.measuring.timeRoundTrip)} |`,
    );
    const joining = report.crash.betAckWhileJoining;
    if (joining && joining.count > 0)
      lines.push(`| bet ack (sent while clients joined, before the measured window) | ${ms(joining)} |`);
  }
  if (report.room) {
    for (const [name, summary] of Object.entries(report.room.acks))
      lines.push(`| ${name} ack (all players) | ${ms(summary)} |`);
    for (const [name, summary] of Object.entries(report.room.measuring.acks))
      lines.push(`| ${name} ack (measuring client) | ${ms(summary)} |`);
    if (report.room.measuring.timeRoundTrip.count > 0)
      lines.push(`| \`time\` round trip (measuring client) | ${ms(report.room.measuring.timeRoundTrip)} |`);
  }
  for (const [name, summary] of Object.entries(report.wallet ?? {})) lines.push(`| ${name} | ${ms(summary)} |`);
  if (report.ledgerWrites)
    lines.push(
      '',
      `Ledger writes acknowledged (${LEDGER_WRITES.join(', ')}): ${report.ledgerWrites.count}, ${report.ledgerWrites.perSecond}/s.`,
    );
  if (!isWalletScenario(report.scenario))
    lines.push(
      '',
      `Deliveries: ${report.phase.deliveries} (${report.phase.deliveriesPerSecond}/s, ${report.phase.messagesPerClientPerSecond} per client per second, ${report.phase.meanMessageBytes} bytes on average).`,
    );
  if (report.crash) lines.push(`Bets sent ${report.crash.betsSent}, cash-outs sent ${report.crash.cashOutsSent}.`);
  if (report.room)
    lines.push(
      `Sent: ${
        Object.entries(report.room.sent)
          .map(([name, n]) => `${name} ${n}`)
          .join(', ') || 'nothing'
      }.`,
    );
  const flooder = report.room?.flooder;
  if (flooder) {
    const refusals =
      Object.entries(flooder.refusals)
        .map(([key, n]) => `${key} ${n}`)
        .join(', ') || 'none';
    const fate = flooder.disconnected
      ? `disconnected by the server after ${flooder.disconnectedAfterMs} ms (close code ${flooder.closeCode})`
      : 'NOT disconnected';
    lines.push(`Flooder: sent ${flooder.sent}, accepted ${flooder.accepted}, refused by key: ${refusals}; ${fate}.`);
  }
  lines.push(...serverRows(report));
  if (report.baseline) {
    lines.push(
      '',
      `Raw-ws baseline (same clients, ${report.baseline.meanMessageBytes}-byte messages, same rate): ${report.baseline.deliveriesPerSecond} deliveries/s, server CPU ${report.baseline.serverCpuSeconds} s.`,
    );
  }
  if (report.ratios) {
    lines.push(
      `**Room / baseline: deliveries per second ${report.ratios.deliveriesPerSecond}x, CPU per delivery ${report.ratios.cpuPerDelivery}x.**`,
    );
  }
  const errors = Object.entries(report.phase.errors);
  lines.push(
    '',
    `Errors by key: ${errors.length === 0 ? 'none' : errors.map(([key, n]) => `${key} ${n}`).join(', ')}.`,
  );
  const inv = report.invariants;
  lines.push(
    `Ledger invariants: ${!inv.checked ? `not checked (${inv.reason})` : inv.ok ? 'hold' : `VIOLATED: ${inv.violations?.join('; ')}`}.`,
  );
  lines.push('', `![${report.samples.name}](${svgName})`, '', `![clients and CPU over time](${timelineName})`, '');
  return lines.join('\n');
}

/** Writes `<scenario>-<date>.json`, `.html`, `.md`, `.svg` (latency histogram) and `-timeline.svg`; answers their paths. */
export function writeLoadReport(
  report: LoadReport,
  outDir = DEFAULT_DIR,
): { json: string; html: string; markdown: string; svg: string; timeline: string } {
  mkdirSync(outDir, { recursive: true });
  const date = new Date().toISOString();
  const stem = path.join(outDir, `load-${report.scenario}-${date.replace(/[:.]/g, '-')}`);
  const cpus = os.cpus();
  const meta = {
    date,
    command: `npm run load -- ${process.argv.slice(2).join(' ')}`.trim(),
    machine: `${cpus.length} cores (${cpus[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  };
  const files = {
    json: `${stem}.json`,
    html: `${stem}.html`,
    markdown: `${stem}.md`,
    svg: `${stem}.svg`,
    timeline: `${stem}-timeline.svg`,
  };
  writeFileSync(files.json, `${JSON.stringify({ ...meta, ...report }, null, 2)}\n`);
  writeFileSync(files.html, htmlReport(report, meta));
  writeFileSync(files.svg, latencyHistogramSvg(report.samples.name, report.samples.ms));
  writeFileSync(
    files.timeline,
    timelineSvg(`${report.scenario}: clients and server CPU over time (shaded: measured)`, report.timeline),
  );
  writeFileSync(files.markdown, markdown(report, meta, path.basename(files.svg), path.basename(files.timeline)));
  return files;
}
