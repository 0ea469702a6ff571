import { roomSpreadRows } from './room-spread';
import type { LoadReport } from './run';

const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;

/**
 * The Markdown of the servers read during a run: one row per `/metrics` URL (CPU over the run, event-loop lag folded
 * from the one-second samples, memory), the game processes summed, and how the clients spread over the game URLs.
 */
export function serverRows(report: LoadReport): string[] {
  const entries = Object.entries(report.servers);
  if (entries.length === 0) return [];
  const seconds = Math.max(report.phase.seconds, 1e-9);
  const lines = [
    '',
    '| server | pid | CPU s during the run | mean CPU (% of a core) | event-loop lag: median second p50 / worst second p99 / max | resident memory before -> after |',
    '|---|---|---|---|---|---|',
  ];
  for (const [name, server] of entries) {
    if ('error' in server) {
      lines.push(`| ${name} | | scrape failed: ${server.error} | | | |`);
      continue;
    }
    const lag = server.lag
      ? `${server.lag.p50MedianOfSecondsMs.toFixed(1)} / ${server.lag.p99WorstSecondMs.toFixed(1)} / ${server.lag.maxMs.toFixed(1)} ms`
      : 'no samples';
    lines.push(
      `| ${name} | ${server.after.pid} | ${server.cpuSeconds} | ${((server.cpuSeconds / seconds) * 100).toFixed(1)} | ${lag} | ${mib(server.before.residentBytes)} -> ${mib(server.after.residentBytes)} |`,
    );
  }
  const total = report.gameTotal;
  if (total && report.options.gameUrls.length > 1) {
    const failed = total.failed > 0 ? ` (${total.failed} URL(s) not read: the sum is short)` : '';
    lines.push(
      `| **game, ${total.processes} process(es) summed**${failed} | | ${total.cpuSeconds} | ${((total.cpuSeconds / seconds) * 100).toFixed(1)} | worst p99 ${total.lagP99WorstSecondMs?.toFixed(1) ?? '-'} ms | ${mib(total.residentBytesAfter)} after |`,
    );
  }
  const pids = entries.flatMap(([, server]) => ('error' in server ? [] : [server.after.pid]));
  if (new Set(pids).size < pids.length)
    lines.push(
      '',
      'Rows with one pid are one process (the API and the rooms under `npm start`, or two URLs of one server): the same figures.',
    );
  lines.push(
    '',
    "Lag is read once a second and prom-client empties its histogram at each read: the p50 is the median of the seconds' p50s, the p99 the worst second's (an upper bound of the run's), the max exact.",
  );
  if (report.spread && report.options.gameUrls.length > 1) {
    const joins = report.spread.joinsByGameUrl.map((entry) => `${entry.url} ${entry.joins}`).join(', ');
    const sockets = Object.entries(report.spread.socketsByHost)
      .map(([host, n]) => `${host} ${n}`)
      .join(', ');
    lines.push(
      '',
      `Joins matchmade through: ${joins}. Sockets on (the room's host, by its public address): ${sockets || 'none'}.`,
    );
  }
  lines.push(...roomSpreadRows(report.roomSpread));
  return lines;
}
