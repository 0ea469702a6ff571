/**
 * `npm run load -- --scenario pgbench-compare`: TPC-B (`pgbench -i`, then `pgbench -T 20 -c 8 -j 2`) in a scratch
 * database, then the wallet scenario against an API started on a second scratch database of the same Postgres; the
 * report gives the wallet's ledger writes per second as a fraction of pgbench's transactions per second. Both
 * scratch databases are dropped at the end, whatever happened.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseLoadArgs } from './args';
import {
  type CompareOptions,
  parsePgbenchLatencyMs,
  parsePgbenchTps,
  scratchDatabaseName,
  walletFraction,
  withDatabase,
} from './pgbench';
import { writeLoadReport } from './report-files';
import { type LoadReport, runLoad } from './run';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DEFAULT_DIR = path.join(ROOT, 'load-tests/reports');

export interface CompareReport {
  pgbench: {
    database: string;
    seconds: number;
    clients: number;
    jobs: number;
    scale: number;
    tps: number;
    latencyAverageMs: number;
  };
  wallet: {
    scenario: CompareOptions['walletScenario'];
    database: string;
    clients: number;
    durationS: number;
    ledgerWritesPerSecond: number;
    report: LoadReport;
  };
  /** Wallet ledger writes per second / pgbench TPS (the issue-17 target is >= 0.5). */
  fraction: number;
}

const psql = (server: URL, sql: string) => run('psql', [server.toString(), '-v', 'ON_ERROR_STOP=1', '-qc', sql]);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function runPgbench(
  options: CompareOptions,
  database: string,
  log: (line: string) => void,
): Promise<CompareReport['pgbench']> {
  const url = withDatabase(options.pgUrl, database);
  log(`pgbench -i -s ${options.scale} (${database})`);
  await run('pgbench', ['-i', '-q', '-s', String(options.scale), url], { maxBuffer: 16 << 20 });
  log(`pgbench -T ${options.pgbenchSeconds} -c ${options.pgbenchClients} -j ${options.pgbenchJobs}`);
  const { stdout } = await run(
    'pgbench',
    [
      '-T',
      String(options.pgbenchSeconds),
      '-c',
      String(options.pgbenchClients),
      '-j',
      String(options.pgbenchJobs),
      url,
    ],
    { maxBuffer: 16 << 20 },
  );
  return {
    database,
    seconds: options.pgbenchSeconds,
    clients: options.pgbenchClients,
    jobs: options.pgbenchJobs,
    scale: options.scale,
    tps: parsePgbenchTps(stdout),
    latencyAverageMs: parsePgbenchLatencyMs(stdout),
  };
}

/** The API alone on the scratch database (production layout), limits raised for one address's many players. */
async function startApi(
  options: CompareOptions,
  database: string,
  dataDir: string,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: withDatabase(options.pgUrl, database),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(24).toString('hex'),
      DEV_SIGNIN: '1',
      DEMO_DATA: '0',
      ADMIN_SUBJECTS: 'dev:load-admin',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_PER_MINUTE: '100000000',
      SANDBOX_PAYMENT_DELAY_MS: '0',
      COMMERCE_JOB_INTERVAL_MS: '100',
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}) before answering`);
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('the API did not answer /api/health within 180 s');
}

async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function markdown(report: CompareReport, walletMarkdown: string): string {
  const p = report.pgbench;
  const w = report.wallet.report;
  return [
    `# pgbench comparison, ${new Date().toISOString()}`,
    '',
    `- machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
    `- command: \`npm run load -- ${process.argv.slice(2).join(' ')}\``,
    '',
    `| measure | value |`,
    '|---|---|',
    `| pgbench TPC-B (scale ${p.scale}, ${p.clients} clients, ${p.jobs} threads, ${p.seconds} s) | ${p.tps} tps, latency average ${p.latencyAverageMs} ms |`,
    `| ${report.wallet.scenario} scenario (${report.wallet.clients} players, ${report.wallet.durationS} s): ledger writes acknowledged | ${report.wallet.ledgerWritesPerSecond}/s |`,
    ...Object.entries(w.wallet ?? {}).map(
      ([name, s]) => `| ${name} latency p50 / p95 / p99 | ${s.p50Ms} / ${s.p95Ms} / ${s.p99Ms} ms (${s.count}) |`,
    ),
    `| **wallet writes / pgbench TPS** | **${report.fraction}** |`,
    '',
    `Wallet run: ${walletMarkdown}`,
    '',
  ].join('\n');
}

/** Runs the comparison; answers its report and writes it beside the wallet run's own report. */
export async function runPgbenchCompare(
  options: CompareOptions,
): Promise<{ report: CompareReport; markdown: string; json: string }> {
  const log = (line: string) => (options.quiet ? undefined : console.error(line));
  const pgbenchDb = scratchDatabaseName('pgbench');
  const walletDb = scratchDatabaseName('wallet');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arena-pgbench-'));
  const created: string[] = [];
  let api: ChildProcess | undefined;
  try {
    for (const database of [pgbenchDb, walletDb]) {
      await psql(options.pgUrl, `create database ${database}`);
      created.push(database);
    }
    const pgbench = await runPgbench(options, pgbenchDb, log);
    log(`pgbench: ${pgbench.tps} tps; starting the API on ${walletDb}`);
    const started = await startApi(options, walletDb, dataDir);
    api = started.child;
    const walletArgs = [
      '--scenario',
      options.walletScenario,
      '--clients',
      String(options.clients),
      '--duration',
      String(options.durationS),
      '--workers',
      String(options.workers),
    ];
    const walletOptions = parseLoadArgs([
      ...walletArgs,
      '--url',
      started.url,
      '--admin-name',
      'load-admin',
      '--deposit',
      '100000',
      ...(options.quiet ? ['--quiet'] : []),
    ]);
    walletOptions.outDir = options.outDir;
    const walletReport = await runLoad(walletOptions);
    const perSecond = walletReport.ledgerWrites?.perSecond ?? 0;
    const report: CompareReport = {
      pgbench,
      wallet: {
        scenario: options.walletScenario,
        database: walletDb,
        clients: options.clients,
        durationS: options.durationS,
        ledgerWritesPerSecond: perSecond,
        report: walletReport,
      },
      fraction: walletFraction(perSecond, pgbench.tps),
    };
    const walletFiles = writeLoadReport(walletReport, options.outDir);
    const outDir = options.outDir ?? DEFAULT_DIR;
    mkdirSync(outDir, { recursive: true });
    const stem = path.join(outDir, `pgbench-compare-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    const files = { markdown: `${stem}.md`, json: `${stem}.json` };
    writeFileSync(files.json, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(files.markdown, markdown(report, path.basename(walletFiles.markdown)));
    return { report, ...files };
  } finally {
    if (api) await stopApi(api);
    for (const database of created) {
      await psql(options.pgUrl, `drop database if exists ${database} with (force)`).catch((error: Error) =>
        console.error(`could not drop ${database}: ${error.message}`),
      );
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
