import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LoadReport } from '../load/run';

/**
 * The side-by-side table of a `load-tests/scale-side-by-side.sh` run: for each process count and scenario, the
 * clients and busy rooms on each game process (middle of the window, from their `/metrics`), the game processes'
 * CPU per 1,000 clients and how it compares with one process, and the kill -9 probe's figures when there is one.
 * Usage: `node --import tsx load-tests/src/scale/summary.ts <out dir>`.
 */
const out = process.argv[2];
if (!out) throw new Error('usage: summary.ts <directory of a scale-side-by-side run>');

/** The rooms a scenario plays in (rooms left over from an earlier run on the same processes are not its own). */
const SCENARIO_ROOMS: Record<string, readonly string[]> = {
  battle: ['crash_battle'],
  crash: ['crash', 'crash-mirror'],
};

interface Share {
  name: string;
  clients: number;
  rooms: number;
}

interface Row {
  processes: number;
  scenario: string;
  report: LoadReport;
  clients: number;
  shares: Share[];
  coresPer1000: number;
}

const rows: Row[] = [];
for (const dir of readdirSync(out)
  .filter((name) => /^p\d+$/.test(name))
  .sort()) {
  for (const file of readdirSync(path.join(out, dir))
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const report = JSON.parse(readFileSync(path.join(out, dir, file), 'utf8')) as LoadReport;
    const own = SCENARIO_ROOMS[report.scenario];
    const shares = (report.roomSpread?.processes ?? []).map((p) => {
      const counts = Object.entries(p.busyRooms)
        .filter(([room]) => !own || own.includes(room))
        .map(([, entry]) => entry);
      return {
        name: p.name,
        clients: counts.reduce((sum, e) => sum + e.clients, 0),
        rooms: counts.reduce((sum, e) => sum + e.rooms, 0),
      };
    });
    const clients = shares.reduce((sum, p) => sum + p.clients, 0);
    const cpu = report.gameTotal?.cpuSeconds ?? Number.NaN;
    rows.push({
      processes: Number(dir.slice(1)),
      scenario: report.scenario,
      report,
      clients,
      shares,
      coresPer1000: cpu / Math.max(report.phase.seconds, 1e-9) / Math.max(clients / 1000, 1e-9),
    });
  }
}

const pct = (n: number) => `${Math.round(n * 100)}%`;
const lines = [
  "| game processes | scenario | clients in the scenario's rooms | each process: clients (share) / the scenario's rooms (share) | game CPU in the window | cores per 1,000 clients | vs 1 process | key acks p99 | ledger invariants |",
  '|---|---|---|---|---|---|---|---|---|',
];
for (const row of rows) {
  const r = row.report;
  const rooms = row.shares.reduce((sum, p) => sum + p.rooms, 0);
  const each = row.shares
    .map(
      (p) =>
        `${p.name}: ${p.clients} (${pct(p.clients / Math.max(row.clients, 1))}) / ${p.rooms} (${pct(p.rooms / Math.max(rooms, 1))})`,
    )
    .join('; ');
  const one = rows.find((other) => other.processes === 1 && other.scenario === row.scenario);
  const versus = one && row.processes !== 1 ? `${(row.coresPer1000 / one.coresPer1000).toFixed(2)}x` : '-';
  const acks = r.crash
    ? `cash-out ${r.crash.cashOutAck.p99Ms} ms, bet ${r.crash.betAck.p99Ms} ms`
    : Object.entries(r.room?.acks ?? {})
        .map(([name, s]) => `${name} ${s.p99Ms} ms`)
        .join(', ');
  const inv = r.invariants.checked ? (r.invariants.ok ? 'hold' : 'VIOLATED') : 'not checked';
  lines.push(
    `| ${row.processes} | ${row.scenario} | ${row.clients} | ${each} | ${r.gameTotal?.cpuSeconds ?? '-'} s in ${r.phase.seconds} s | ${row.coresPer1000.toFixed(3)} | ${versus} | ${acks} | ${inv} |`,
  );
}
interface Drops {
  drops: number;
  codes: number[];
  within5s: number;
  outMs: { maxMs?: number };
}
interface Way {
  onVictim: number;
  back: number;
  within5s: number;
  backMs: { p50Ms: number; p95Ms: number; maxMs: number };
  laterDrops?: Drops;
}
const probe = path.join(out, 'kill-probe.json');
if (existsSync(probe)) {
  const k = JSON.parse(readFileSync(probe, 'utf8').trim().split('\n').at(-1)!) as {
    victim: { host: string };
    clientsByHost: Record<string, number>;
    betsAckedBeforeKill: number;
    atOnce: Way;
    browser: Way;
    survivorClientsDropped: number;
    /** Absent in probes before drops were timed one by one. */
    survivorDrops?: Drops;
    firstNewRoundSeenMs: number | null;
  };
  const drops = (d: Drops | undefined) =>
    !d
      ? '-'
      : d.drops === 0
        ? 'none'
        : `${d.drops} (codes ${d.codes.join(', ') || '-'}), ${d.within5s} back within 5 s, out of a room max ${d.outMs.maxMs ?? '-'} ms`;
  const way = (name: string, w: Way) =>
    `| ${name} | ${w.onVictim} | ${w.back} | ${w.within5s} | ${w.backMs.p50Ms} / ${w.backMs.p95Ms} / ${w.backMs.maxMs} ms | ${drops(w.laterDrops)} |`;
  lines.push(
    '',
    `kill -9 of the crash host ${k.victim.host} (clients by host before: ${Object.entries(k.clientsByHost)
      .map(([h, n]) => `${h} ${n}`)
      .join(
        ', ',
      )}; ${k.betsAckedBeforeKill} bets acknowledged before the kill; clients on the survivor dropped: ${k.survivorClientsDropped}; first new crash round seen ${k.firstNewRoundSeenMs ?? 'never'} ms after the kill):`,
    '',
    '| rejoin way | clients on the killed process | back in a room | within 5 s | kill -> joined p50 / p95 / max | dropped again later |',
    '|---|---|---|---|---|---|',
    way('at once through the next URL', k.atOnce),
    way('browser settings (SDK resume first)', k.browser),
    '',
    `Drops of the survivor's own clients: ${drops(k.survivorDrops)}.`,
  );
}
const ledger = path.join(out, 'kill-ledger.tsv');
if (existsSync(ledger)) {
  lines.push('', 'Ledger after the kill (database):', '', '| what | game | status | count |', '|---|---|---|---|');
  for (const line of readFileSync(ledger, 'utf8').trim().split('\n').filter(Boolean))
    lines.push(`| ${line.split('\t').join(' | ')} |`);
}
const open = path.join(out, 'kill-ledger-open-battles.txt');
if (existsSync(open))
  lines.push(
    '',
    ...readFileSync(open, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => `- ${line}`),
  );
console.log(lines.join('\n'));
