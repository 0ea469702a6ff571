import { parseArgs } from 'node:util';
import { assertLoopback } from '../stats';

/** `npm run load -- --scenario pgbench-compare [...]`: TPC-B on the machine's Postgres, then the wallet scenario there. */
export interface CompareOptions {
  /** A Postgres server on this machine; scratch databases are created on it and dropped at the end. */
  pgUrl: URL;
  pgbenchSeconds: number;
  pgbenchClients: number;
  pgbenchJobs: number;
  /** pgbench -i scale factor (1 = 100,000 accounts). */
  scale: number;
  /**
   * The API side: `wallet-writes` (default: only money-moving requests, each one ledger transaction, like TPC-B's),
   * or `wallet` (the mixed read/buy loop measured before).
   */
  walletScenario: 'wallet' | 'wallet-writes';
  /** Wallet scenario: HTTP players, seconds measured, generator processes. */
  clients: number;
  durationS: number;
  workers: number;
  outDir?: string;
  quiet: boolean;
}

function bounded(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw new Error(`--${name} must be an integer from ${min} to ${max}, got ${raw}`);
  return value;
}

export function parseCompareArgs(argv: string[]): CompareOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      scenario: { type: 'string' },
      'pg-url': { type: 'string' },
      'pgbench-seconds': { type: 'string' },
      'pgbench-clients': { type: 'string' },
      'pgbench-jobs': { type: 'string' },
      scale: { type: 'string' },
      'wallet-scenario': { type: 'string' },
      clients: { type: 'string' },
      duration: { type: 'string' },
      workers: { type: 'string' },
      out: { type: 'string' },
      quiet: { type: 'boolean' },
    },
  });
  if (values.scenario !== 'pgbench-compare') throw new Error('--scenario must be pgbench-compare');
  const pgUrl = new URL(
    values['pg-url'] ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  if (pgUrl.protocol !== 'postgres:' && pgUrl.protocol !== 'postgresql:')
    throw new Error('--pg-url must be a postgres:// URL');
  // The same rule as every load target: this machine only.
  assertLoopback(`http://${pgUrl.host}`);
  const walletScenario = values['wallet-scenario'] ?? 'wallet-writes';
  if (walletScenario !== 'wallet' && walletScenario !== 'wallet-writes')
    throw new Error('--wallet-scenario must be wallet-writes or wallet');
  return {
    pgUrl,
    walletScenario,
    pgbenchSeconds: bounded('pgbench-seconds', values['pgbench-seconds'], 20, 1, 600),
    pgbenchClients: bounded('pgbench-clients', values['pgbench-clients'], 8, 1, 200),
    pgbenchJobs: bounded('pgbench-jobs', values['pgbench-jobs'], 2, 1, 64),
    scale: bounded('scale', values.scale, 1, 1, 100),
    clients: bounded('clients', values.clients, 20, 1, 1000),
    durationS: bounded('duration', values.duration, 20, 1, 600),
    workers: bounded('workers', values.workers, 2, 1, 16),
    outDir: values.out,
    quiet: values.quiet === true,
  };
}

/** pgbench's throughput line: `tps = 1234.56 (without initial connection time)`. */
export function parsePgbenchTps(output: string): number {
  const match = /^tps = ([\d.]+) \(without initial connection time\)/m.exec(output) ?? /^tps = ([\d.]+)/m.exec(output);
  if (!match) throw new Error(`no "tps = …" line in pgbench's output:\n${output.slice(-500)}`);
  return Number(match[1]);
}

/** pgbench's average latency line (`latency average = 6.1 ms`), or NaN. */
export function parsePgbenchLatencyMs(output: string): number {
  const match = /^latency average = ([\d.]+) ms/m.exec(output);
  return match ? Number(match[1]) : Number.NaN;
}

/** The headline: the wallet's ledger writes per second as a fraction of pgbench's transactions per second. */
export function walletFraction(writesPerSecond: number, pgbenchTps: number): number {
  if (!(pgbenchTps > 0)) throw new Error(`pgbench reported no throughput (${pgbenchTps} tps)`);
  return Math.round((writesPerSecond / pgbenchTps) * 1000) / 1000;
}

/** A scratch database name: lower-case letters, digits and underscores only, so it can go into SQL unquoted. */
export function scratchDatabaseName(kind: 'pgbench' | 'wallet', at = new Date()): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 14);
  return `arena_load_${kind}_${stamp}_${Math.random().toString(36).slice(2, 6)}`;
}

/** The server URL with another database. */
export function withDatabase(server: URL, database: string): string {
  if (!/^[a-z0-9_]+$/.test(database)) throw new Error(`unsafe database name ${database}`);
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}
