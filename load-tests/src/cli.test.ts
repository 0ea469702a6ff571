import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLoadArgs } from './load/args';
import { writeLoadReport } from './load/report-files';
import { type LoadReport, runLoad } from './load/run';
import { type LoadPlatform, startLoadPlatform } from './testing/load-platform';

let platform: LoadPlatform;
let apiUrl: string;
let gameUrl: string;
const outDir = mkdtempSync(path.join(os.tmpdir(), 'arena-load-'));

beforeAll(async () => {
  platform = await startLoadPlatform();
  ({ apiUrl, gameUrl } = platform);
});

afterAll(async () => {
  await platform?.close();
  rmSync(outDir, { recursive: true, force: true });
});

// Roll, jackpot, battle, chat and wallet-writes are played once, by scenarios.smoke.test.ts, which carries their own
// checks (testing/scenario-checks.ts); here the crash run with its baseline and the spread over two game URLs.
describe('the load CLI', () => {
  it('refuses targets off this machine and runs beyond its bounds', () => {
    expect(() => parseLoadArgs(['--scenario', 'crash', '--url', 'http://10.0.0.5:3000'])).toThrow(/only loopback/);
    expect(() => parseLoadArgs(['--scenario', 'crash', '--clients', '100000'])).toThrow(/--clients/);
    expect(() => parseLoadArgs(['--scenario', 'crash', '--duration', '3600'])).toThrow(/--duration/);
    expect(() => parseLoadArgs(['--scenario', 'nope'])).toThrow(/--scenario/);
    // Room scenarios: players default like crash's bettors; chat keeps a client for its flooder; a battle needs a creator.
    expect(parseLoadArgs(['--scenario', 'roll', '--clients', '50'])).toMatchObject({ bettors: 10, skins: 5 });
    expect(parseLoadArgs(['--scenario', 'chat', '--clients', '5']).bettors).toBe(4);
    expect(() => parseLoadArgs(['--scenario', 'chat', '--clients', '5', '--bettors', '5'])).toThrow(/--bettors/);
    expect(() => parseLoadArgs(['--scenario', 'battle', '--bettors', '0'])).toThrow(/--bettors/);
    expect(() => parseLoadArgs(['--scenario', 'jackpot', '--skins', '500'])).toThrow(/--skins/);
    expect(parseLoadArgs(['--scenario', 'wallet']).bettors).toBe(0);
    expect(parseLoadArgs(['--scenario', 'wallet-writes']).bettors).toBe(0);
  });

  // The two runs side by side: each has its own clients and counts, and the ledger invariants hold at any moment.
  it.concurrent(
    'runs the crash scenario with its raw-ws baseline and reports every figure, invariants holding',
    async ({ expect }) => {
      const options = parseLoadArgs(
        ['--scenario', 'crash', '--clients', '20', '--bettors', '5', '--duration', '5', '--workers', '2'].concat([
          '--url',
          apiUrl,
          '--game-url',
          gameUrl,
          '--admin-name',
          'load-admin',
          '--deposit',
          '1000',
          '--quiet',
          '--out',
          outDir,
        ]),
      );
      const report: LoadReport = await runLoad(options);

      expect(report.phase.clients).toBe(20);
      expect(report.phase.joinFailures).toBe(0);
      expect(report.phase.join.count).toBe(20);
      expect(report.phase.deliveries).toBeGreaterThan(0);
      expect(report.phase.messagesPerClientPerSecond).toBeGreaterThan(0);
      expect(report.phase.meanMessageBytes).toBeGreaterThan(0);
      expect(report.crash!.betsSent).toBeGreaterThan(0);
      // Five seconds may hold only the round that opened while the clients joined: its bets have their own row.
      const acked = [report.crash!.betAck, report.crash!.betAckWhileJoining!].filter((summary) => summary.count > 0);
      const ackCount = acked.reduce((n, summary) => n + summary.count, 0);
      expect(ackCount).toBeGreaterThan(0);
      expect(ackCount).toBeLessThanOrEqual(report.crash!.betsSent);
      for (const summary of acked) expect(summary.p99Ms).toBeGreaterThan(0);
      expect(report.crash!.measuring.timeRoundTrip.count).toBeGreaterThan(0);
      expect(report.crash!.cashOutAck).toHaveProperty('p99Ms');
      // A cash-out that reaches the room after the crash is the game's answer to a late player, not a fault: which
      // round crashes before a bettor's cash-out lands is chance (the other scenarios' checks allow it too).
      expect(Object.keys(report.phase.errors).filter((key) => key !== 'CRASH.WITHDRAW_AFTER_CRASH')).toEqual([]);

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
      expect(markdown).toContain(`![clients and CPU over time](${path.basename(files.timeline)})`);
      expect(readFileSync(files.svg, 'utf8')).toMatch(/^<svg[^>]*>/);
      expect(readFileSync(files.timeline, 'utf8')).toMatch(/^<svg[^>]*>[\s\S]*<polyline [\s\S]*<\/svg>\n$/);

      // The series once a second, from the workers' fork (joining) to the closing scrape, as the JSON keeps them.
      const { timeline } = JSON.parse(readFileSync(files.json, 'utf8')) as LoadReport;
      expect(timeline.samples.length).toBeGreaterThanOrEqual(5);
      expect(Math.max(...timeline.samples.map((sample) => sample.clients))).toBe(20);
      expect(timeline.measuring!.toS - timeline.measuring!.fromS).toBeGreaterThanOrEqual(4.5);
      const gameCores = timeline.samples.map((sample) => sample.servers.game?.cores ?? 0);
      expect(Math.max(...gameCores)).toBeGreaterThan(0);
      expect(timeline.pids.game).toBe(timeline.pids.api);
      const game = report.servers.game!;
      if ('error' in game) throw new Error(game.error);
      expect(game.lag!.seconds).toBeGreaterThanOrEqual(4);
      expect(game.lag!.maxMs).toBeGreaterThanOrEqual(game.lag!.p99WorstSecondMs);
      expect(report.gameTotal).toMatchObject({ processes: 1, failed: 0, cpuSeconds: game.cpuSeconds });
      expect(report.spread!.joinsByGameUrl).toEqual([{ url: `${gameUrl}/`, joins: 20 }]);
    },
    90_000,
  );

  it.concurrent(
    'spreads the clients over two game URLs (here one server twice) and counts that process once',
    async ({ expect }) => {
      const options = parseLoadArgs(
        [
          '--scenario',
          'roll',
          '--clients',
          '6',
          '--bettors',
          '2',
          '--duration',
          '2',
          '--workers',
          '2',
          '--no-baseline',
          '--quiet',
        ].concat([
          '--url',
          apiUrl,
          '--game-url',
          `${gameUrl},${gameUrl}`,
          '--admin-name',
          'load-admin',
          '--deposit',
          '1000',
          '--out',
          outDir,
        ]),
      );
      const report = await runLoad(options);
      expect(report.phase.joinFailures).toBe(0);
      // Six clients, in turn over the two URLs: the measuring one through the first.
      expect(report.spread!.joinsByGameUrl.map((entry) => entry.joins)).toEqual([3, 3]);
      expect(report.spread!.socketsByHost).toEqual({ [new URL(gameUrl).host]: 6 });
      const [one, two] = [report.servers.game1!, report.servers.game2!];
      if ('error' in one || 'error' in two) throw new Error('game scrape failed');
      expect(two.after.pid).toBe(one.after.pid);
      expect(report.gameTotal).toMatchObject({ processes: 1, failed: 0, cpuSeconds: one.cpuSeconds });
      expect(report.invariants).toEqual({ checked: true, ok: true, violations: [] });
      const markdown = readFileSync(writeLoadReport(report, outDir).markdown, 'utf8');
      expect(markdown).toContain('| **game, 1 process(es) summed** |');
      expect(markdown).toContain(`Joins matchmade through: ${gameUrl}/ 3, ${gameUrl}/ 3.`);
    },
    60_000,
  );
});
