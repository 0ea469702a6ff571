import { describe, expect, it } from 'vitest';
import {
  parseCompareArgs,
  parsePgbenchLatencyMs,
  parsePgbenchTps,
  scratchDatabaseName,
  walletFraction,
  withDatabase,
} from './pgbench';

const PGBENCH_OUTPUT = `pgbench (16.4 (Debian 16.4-1.pgdg120+2))
starting vacuum...end.
transaction type: <builtin: TPC-B (sort of)>
scaling factor: 1
query mode: simple
number of clients: 8
number of threads: 2
maximum number of tries: 1
duration: 20 s
number of transactions actually processed: 24680
number of failed transactions: 0 (0.000%)
latency average = 6.482 ms
initial connection time = 11.204 ms
tps = 1234.187654 (without initial connection time)
`;

describe('pgbench-compare', () => {
  it('reads its arguments with the issue-17 defaults and refuses other machines and unbounded runs', () => {
    const options = parseCompareArgs(['--scenario', 'pgbench-compare']);
    expect(options).toMatchObject({
      pgbenchSeconds: 20,
      pgbenchClients: 8,
      pgbenchJobs: 2,
      scale: 1,
      clients: 20,
      durationS: 20,
      workers: 2,
      quiet: false,
    });
    expect(options.pgUrl.hostname).toBe('127.0.0.1');
    // Like with like: the API side moves money on every request unless the mixed loop is asked for.
    expect(options.walletScenario).toBe('wallet-writes');
    expect(parseCompareArgs(['--scenario', 'pgbench-compare', '--wallet-scenario', 'wallet']).walletScenario).toBe(
      'wallet',
    );
    expect(() => parseCompareArgs(['--scenario', 'pgbench-compare', '--wallet-scenario', 'crash'])).toThrow(
      /--wallet-scenario/,
    );
    const custom = parseCompareArgs([
      '--scenario',
      'pgbench-compare',
      '--pg-url',
      'postgres://postgres@localhost:5433/x',
      '--pgbench-seconds',
      '5',
      '--clients',
      '4',
      '--quiet',
    ]);
    expect(custom).toMatchObject({ pgbenchSeconds: 5, clients: 4, quiet: true });
    expect(custom.pgUrl.port).toBe('5433');
    expect(() =>
      parseCompareArgs(['--scenario', 'pgbench-compare', '--pg-url', 'postgres://postgres@10.1.2.3:5432/postgres']),
    ).toThrow(/only loopback/);
    expect(() => parseCompareArgs(['--scenario', 'pgbench-compare', '--pg-url', 'http://127.0.0.1:5432/'])).toThrow(
      /postgres:\/\//,
    );
    expect(() => parseCompareArgs(['--scenario', 'pgbench-compare', '--pgbench-seconds', '100000'])).toThrow(
      /--pgbench-seconds/,
    );
    expect(() => parseCompareArgs(['--scenario', 'pgbench-compare', '--clients', '0'])).toThrow(/--clients/);
    expect(() => parseCompareArgs(['--scenario', 'crash'])).toThrow(/pgbench-compare/);
  });

  it("reads pgbench's throughput and latency and divides the wallet's writes by it", () => {
    expect(parsePgbenchTps(PGBENCH_OUTPUT)).toBe(1234.187654);
    expect(parsePgbenchLatencyMs(PGBENCH_OUTPUT)).toBe(6.482);
    expect(parsePgbenchTps('tps = 99.5\n')).toBe(99.5);
    expect(() => parsePgbenchTps('pgbench: error: connection refused')).toThrow(/tps/);
    expect(Number.isNaN(parsePgbenchLatencyMs('nothing'))).toBe(true);
    expect(walletFraction(617.09, 1234.18)).toBe(0.5);
    expect(walletFraction(123.4, 1234)).toBe(0.1);
    expect(() => walletFraction(10, 0)).toThrow(/no throughput/);
  });

  it('names scratch databases safely and points the server URL at them', () => {
    const name = scratchDatabaseName('wallet', new Date('2026-11-26T22:40:05.123Z'));
    expect(name).toMatch(/^arena_load_wallet_20261126224005_[a-z0-9]{1,4}$/);
    expect(scratchDatabaseName('pgbench')).not.toBe(scratchDatabaseName('pgbench'));
    expect(withDatabase(new URL('postgres://postgres@127.0.0.1:5432/postgres'), name)).toBe(
      `postgres://postgres@127.0.0.1:5432/${name}`,
    );
    expect(() =>
      withDatabase(new URL('postgres://postgres@127.0.0.1:5432/postgres'), 'x; drop database postgres'),
    ).toThrow(/unsafe/);
  });
});
