import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseLoadArgs } from '../load/args';
import { SCENARIOS_DIR, readScenarioFile, withScenarioFile } from './scenario-file';

const dir = mkdtempSync(path.join(os.tmpdir(), 'arena-scenario-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeScenario(name: string, content: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('scenario files', () => {
  it('describe every built-in scenario with the defaults the flags alone give', () => {
    const files = readdirSync(SCENARIOS_DIR).filter((name) => name.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const name of ['crash', 'wallet', 'wallet-writes', 'raw-ws', 'roll', 'jackpot', 'battle', 'chat']) {
      expect(readScenarioFile(path.join(SCENARIOS_DIR, `${name}.json`)).runs).toBe(name);
      expect(parseLoadArgs(withScenarioFile(['--scenario', name]))).toEqual(parseLoadArgs(['--scenario', name]));
    }
    expect(parseLoadArgs(withScenarioFile(['--scenario', 'crash'])).generatorClient).toBe('wire');
    expect(parseLoadArgs(withScenarioFile(['--scenario', 'crash-burst']))).toMatchObject({ scenario: 'crash', clients: 5000, bettors: 1000, durationS: 60, cashOutWindowMs: 1000 });
  });

  it('take a path, give way to the command line and keep the flags bounds', () => {
    const file = writeScenario('spike.json', { description: 'a short spike', runs: 'roll', clients: 300, players: 40, durationS: 20, workers: 3 });
    expect(parseLoadArgs(withScenarioFile(['--scenario', file, '--duration', '5']))).toMatchObject({ scenario: 'roll', clients: 300, bettors: 40, durationS: 5, workers: 3 });
    expect(parseLoadArgs(withScenarioFile([`--scenario=${file}`, '--quiet']))).toMatchObject({ scenario: 'roll', quiet: true });
    const noBaseline = writeScenario('quiet-crash.json', { description: 'no baseline, SDK spectators', runs: 'crash', baseline: false, generatorClient: 'sdk' });
    expect(parseLoadArgs(withScenarioFile(['--scenario', noBaseline]))).toMatchObject({ baseline: false, generatorClient: 'sdk' });
    const tooMany = writeScenario('huge.json', { description: 'beyond the bounds', runs: 'crash', clients: 100_000 });
    expect(() => parseLoadArgs(withScenarioFile(['--scenario', tooMany]))).toThrow(/--clients/);
    // A name with no file is the flag parser's to refuse.
    expect(() => parseLoadArgs(withScenarioFile(['--scenario', 'nope']))).toThrow(/--scenario must be one of/);
  });

  it('refuse a file with a wrong or unknown field, naming it', () => {
    const wrong = writeScenario('wrong.json', { description: 'typo', runs: 'crash', clients: 'many', thinkTime: 3 });
    expect(() => withScenarioFile(['--scenario', wrong])).toThrow(/wrong\.json[\s\S]*clients[\s\S]*thinkTime|wrong\.json[\s\S]*thinkTime[\s\S]*clients/);
    const game = writeScenario('game.json', { description: 'no such engine scenario', runs: 'poker' });
    expect(() => withScenarioFile(['--scenario', game])).toThrow(/runs/);
  });
});
