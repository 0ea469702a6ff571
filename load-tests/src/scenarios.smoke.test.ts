/**
 * Every scenario file of scenarios/ run for 10 seconds with small numbers against one embedded platform, so no file
 * (nor the engine scenario behind it) rots: each must finish without errors, with the ledger invariants holding, and
 * leave both its JSON and its HTML report. The same run carries its scenario's own checks (scenario-checks.ts).
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLoadArgs } from './load/args';
import { writeLoadReport } from './load/report-files';
import { type LoadReport, runLoad } from './load/run';
import { SCENARIOS_DIR, readScenarioFile, withScenarioFile } from './scenario-file/scenario-file';
import { SCENARIO_CHECKS } from './testing/scenario-checks';
import { type LoadPlatform, startLoadPlatform } from './testing/load-platform';

const files = readdirSync(SCENARIOS_DIR)
  .filter((name) => name.endsWith('.json'))
  .sort();

/**
 * The only refusals a run may meet are the games' answers to a race the load itself creates (README): a cash-out that
 * meets the crash, a roll bet that meets the close, a jackpot skin sent as the pot closes.
 */
const RACES: Record<string, string[]> = {
  crash: ['CRASH.WITHDRAW_AFTER_CRASH'],
  battle: ['CRASH.WITHDRAW_AFTER_CRASH'],
  roll: ['ROLL.BETTING_CLOSED'],
  jackpot: ['CRASH.GAME_STARTED'],
};

let platform: LoadPlatform;
const outDir = mkdtempSync(path.join(os.tmpdir(), 'arena-load-smoke-'));

beforeAll(async () => {
  platform = await startLoadPlatform();
});

afterAll(async () => {
  await platform?.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe('every scenario file, briefly', () => {
  it('finds the built-in files', () => {
    expect(files).toEqual(expect.arrayContaining(['crash.json', 'crash-burst.json', 'wallet.json', 'raw-ws.json']));
  });

  // Side by side (all at once, the platform project's maxConcurrency): each run has its own clients and counts, and
  // the ledger invariants hold at any moment, so runs sharing the platform cannot fail one another. What a run spends
  // beyond its 10 s is mostly its worker processes starting (tsx), CPU not timers.
  for (const file of files)
    it.concurrent(
      `${file} runs to the end without errors and leaves its JSON and HTML reports`,
      async ({ expect }) => {
        const scenario = readScenarioFile(path.join(SCENARIOS_DIR, file));
        const runs = scenario.runs;
        // The file's own settings, shrunk by the command line (which wins) to 10 seconds with a handful of clients; a
        // file's phases and think times are scaled into those 10 seconds and 5 clients, not dropped.
        const small = [
          '--clients',
          '5',
          '--bettors',
          '2',
          '--duration',
          '10',
          '--workers',
          '1',
          '--skins',
          '2',
          '--deposit',
          '1000',
          '--no-baseline',
        ];
        const target = [
          '--url',
          platform.apiUrl,
          '--game-url',
          platform.gameUrl,
          '--admin-name',
          'load-admin',
          '--quiet',
          '--out',
          outDir,
        ];
        const options = parseLoadArgs(
          withScenarioFile(['--scenario', file.replace(/\.json$/, ''), ...small, ...target]),
        );
        expect(options.scenario).toBe(runs);
        const report: LoadReport = await runLoad(options);

        if (scenario.phases) {
          // Every phase ran, in the file's order, fitted into the 10 seconds; the clients followed them up to the peak.
          expect(report.options.phases?.map((phase) => phase.name)).toEqual(scenario.phases.map((phase) => phase.name));
          expect(report.options.phases!.reduce((sum, phase) => sum + phase.durationS, 0)).toBeCloseTo(10, 2);
          expect(Math.max(...report.options.phases!.map((phase) => phase.clients))).toBe(5);
        }
        expect(report.phase.clients).toBe(5);
        expect(report.phase.joinFailures).toBe(0);
        expect(Object.keys(report.phase.errors).filter((key) => !(RACES[runs] ?? []).includes(key))).toEqual([]);
        if (runs === 'raw-ws') expect(report.invariants.checked).toBe(false);
        else expect(report.invariants).toEqual({ checked: true, ok: true, violations: [] });

        const written = writeLoadReport(report, outDir);
        expect(existsSync(written.json)).toBe(true);
        expect((JSON.parse(readFileSync(written.json, 'utf8')) as LoadReport).scenario).toBe(runs);
        const html = readFileSync(written.html, 'utf8');
        expect(html).toMatch(/^<!doctype html>/);
        for (const section of ['summary', 'latency', 'over-time', 'errors', 'invariants'])
          expect(html).toContain(`<section id="${section}">`);
        SCENARIO_CHECKS[runs]?.(report, readFileSync(written.markdown, 'utf8'), expect);
      },
      120_000,
    );
});
