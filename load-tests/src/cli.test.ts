import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiPlatform, type TestDatabase, createApiPlatform, loadConfig, openTestDatabase } from '@arena/api';
import { type GameServer, createGameServer } from '@arena/game-server';
import { createCrashModule } from '../../game-server/src/rooms/crash/module';
import { freePort } from '../../game-server/src/testing/room-test-server';
import { parseLoadArgs } from './load/args';
import { writeLoadReport } from './load/report-files';
import { type LoadReport, runLoad } from './load/run';

let db: TestDatabase;
let api: ApiPlatform;
let games: GameServer;
let apiUrl: string;
let gameUrl: string;
const outDir = mkdtempSync(path.join(os.tmpdir(), 'arena-load-'));

beforeAll(async () => {
  db = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'load-test-secret-load-test-secret',
    DEV_SIGNIN: '1',
    DEMO_DATA: '0',
    DATA_DIR: '/tmp/arena-test-unused',
    CLIENT_DIST_DIR: '/nonexistent',
    ADMIN_SUBJECTS: 'dev:load-admin',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    RATE_LIMIT_PER_MINUTE: '100000',
    SANDBOX_PAYMENT_DELAY_MS: '0',
    COMMERCE_JOB_INTERVAL_MS: '100',
  });
  api = await createApiPlatform(config, db.orm, { logger: false });
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const address = api.app.server.address();
  apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // The first join opens betting; 3 s of it leaves every bettor time to join and bet on a loaded machine.
  games = await createGameServer({ services: api.services, modules: [createCrashModule({ bettingMs: 3000, crashedPauseMs: 500, chainLength: 400 })] });
  const port = await freePort();
  await games.listen(port, '127.0.0.1');
  gameUrl = `ws://127.0.0.1:${port}`;
});

afterAll(async () => {
  await games?.shutdown();
  await api?.close();
  await db?.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe('the load CLI', () => {
  it('refuses targets off this machine and runs beyond its bounds', () => {
    expect(() => parseLoadArgs(['--scenario', 'crash', '--url', 'http://10.0.0.5:3000'])).toThrow(/only loopback/);
    expect(() => parseLoadArgs(['--scenario', 'crash', '--clients', '100000'])).toThrow(/--clients/);
    expect(() => parseLoadArgs(['--scenario', 'crash', '--duration', '3600'])).toThrow(/--duration/);
    expect(() => parseLoadArgs(['--scenario', 'nope'])).toThrow(/--scenario/);
  });

  it('runs the crash scenario with its raw-ws baseline and reports every figure, invariants holding', async () => {
    const options = parseLoadArgs(
      ['--scenario', 'crash', '--clients', '20', '--bettors', '5', '--duration', '5', '--workers', '2'].concat(
        ['--url', apiUrl, '--game-url', gameUrl, '--admin-name', 'load-admin', '--deposit', '1000', '--quiet', '--out', outDir],
      ),
    );
    const report: LoadReport = await runLoad(options);

    expect(report.phase.clients).toBe(20);
    expect(report.phase.joinFailures).toBe(0);
    expect(report.phase.join.count).toBe(20);
    expect(report.phase.deliveries).toBeGreaterThan(0);
    expect(report.phase.messagesPerClientPerSecond).toBeGreaterThan(0);
    expect(report.phase.meanMessageBytes).toBeGreaterThan(0);
    expect(report.crash!.betsSent).toBeGreaterThan(0);
    expect(report.crash!.betAck.count).toBeGreaterThan(0);
    expect(report.crash!.betAck.p99Ms).toBeGreaterThan(0);
    expect(report.crash!.measuring.timeRoundTrip.count).toBeGreaterThan(0);
    expect(report.crash!.cashOutAck).toHaveProperty('p99Ms');
    expect(report.phase.errors).toEqual({});

    for (const name of ['api', 'game']) {
      const server = report.servers[name]!;
      if ('error' in server) throw new Error(`${name} scrape failed: ${server.error}`);
      expect(server.cpuSeconds).toBeGreaterThan(0);
      expect(Number.isFinite(server.after.eventLoopLagP99Ms)).toBe(true);
      expect(server.after.residentBytes).toBeGreaterThan(0);
    }
    expect(report.baseline!.clients).toBe(20);
    expect(report.baseline!.deliveries).toBeGreaterThan(0);
    expect(report.baseline!.serverCpuSeconds).toBeGreaterThan(0);
    expect(report.ratios!.deliveriesPerSecond).toBeGreaterThan(0);
    expect(Number.isFinite(report.ratios!.cpuPerDelivery)).toBe(true);
    expect(report.invariants).toEqual({ checked: true, ok: true, violations: [] });

    const files = writeLoadReport(report, outDir);
    for (const file of Object.values(files)) expect(existsSync(file)).toBe(true);
    const markdown = readFileSync(files.markdown, 'utf8');
    expect(markdown).toContain('Ledger invariants: hold');
    expect(markdown).toContain('Room / baseline');
    expect(readFileSync(files.svg, 'utf8')).toMatch(/^<svg[^>]*>/);
  }, 90_000);
});
