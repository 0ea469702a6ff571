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
    }
    // Files without phases give what the flags alone give.
    for (const name of ['crash', 'wallet-writes', 'raw-ws', 'battle'])
      expect(parseLoadArgs(withScenarioFile(['--scenario', name]))).toEqual(parseLoadArgs(['--scenario', name]));
    expect(parseLoadArgs(withScenarioFile(['--scenario', 'crash'])).generatorClient).toBe('wire');
    // crash-phases.json: 10 bettors, 2 new spectators a second for 3 s, steady, a spike to 30 held 2 s, back to 16.
    expect(parseLoadArgs(withScenarioFile(['--scenario', 'crash-phases']))).toMatchObject({
      generatorClient: 'wire',
      clients: 30,
      bettors: 10,
      durationS: 10,
      thinkMs: [0, 1000],
      phases: [
        { name: 'ramp-up', durationS: 3, clients: 16 },
        { name: 'steady', durationS: 3, clients: 16 },
        { name: 'spike', durationS: 1, clients: 30 },
        { name: 'spike hold', durationS: 2, clients: 30 },
        { name: 'after the spike', durationS: 1, clients: 16 },
      ],
    });
    // The command line scales the phases: the peak to --clients, their sum to --duration.
    expect(
      parseLoadArgs(withScenarioFile(['--scenario', 'crash-phases', '--clients', '5000', '--duration', '30'])).phases,
    ).toEqual([
      { name: 'ramp-up', durationS: 9, clients: 2667 },
      { name: 'steady', durationS: 9, clients: 2667 },
      { name: 'spike', durationS: 3, clients: 5000 },
      { name: 'spike hold', durationS: 6, clients: 5000 },
      { name: 'after the spike', durationS: 3, clients: 2667 },
    ]);
    expect(parseLoadArgs(withScenarioFile(['--scenario', 'crash-burst']))).toMatchObject({
      scenario: 'crash',
      clients: 5000,
      bettors: 1000,
      durationS: 60,
      cashOutWindowMs: 1000,
    });
  });

  it('take a path, give way to the command line and keep the flags bounds', () => {
    const file = writeScenario('spike.json', {
      description: 'a short spike',
      runs: 'roll',
      clients: 300,
      players: 40,
      durationS: 20,
      workers: 3,
    });
    expect(parseLoadArgs(withScenarioFile(['--scenario', file, '--duration', '5']))).toMatchObject({
      scenario: 'roll',
      clients: 300,
      bettors: 40,
      durationS: 5,
      workers: 3,
    });
    expect(parseLoadArgs(withScenarioFile([`--scenario=${file}`, '--quiet']))).toMatchObject({
      scenario: 'roll',
      quiet: true,
    });
    const noBaseline = writeScenario('quiet-crash.json', {
      description: 'no baseline, SDK spectators',
      runs: 'crash',
      baseline: false,
      generatorClient: 'sdk',
    });
    expect(parseLoadArgs(withScenarioFile(['--scenario', noBaseline]))).toMatchObject({
      baseline: false,
      generatorClient: 'sdk',
    });
    const tooMany = writeScenario('huge.json', { description: 'beyond the bounds', runs: 'crash', clients: 100_000 });
    expect(() => parseLoadArgs(withScenarioFile(['--scenario', tooMany]))).toThrow(/--clients/);
    // A name with no file is the flag parser's to refuse.
    expect(() => parseLoadArgs(withScenarioFile(['--scenario', 'nope']))).toThrow(/--scenario must be one of/);
  });

  it('refuse phases and think times a load tester got wrong, saying what to write instead', () => {
    const typo = writeScenario('typo.json', {
      description: 'typos',
      runs: 'crash',
      thinkTime: { min: 1, max: 2 },
      phases: [{ name: 'ramp', durationS: 5, arivalPerS: 3 }],
    });
    expect(() => withScenarioFile(['--scenario', typo])).toThrow(/"thinkTime": did you mean "thinkTimeMs"\?/);
    expect(() => withScenarioFile(['--scenario', typo])).toThrow(/"arivalPerS": did you mean "arrivalPerS"\?/);
    const both = writeScenario('both.json', {
      description: 'both',
      runs: 'roll',
      phases: [{ name: 'ramp', durationS: 5, clients: 10, arrivalPerS: 3 }],
    });
    expect(() => withScenarioFile(['--scenario', both])).toThrow(
      /clients \(connected at the phase end\) or arrivalPerS[\s\S]*phases\[0\]/,
    );
    const battle = writeScenario('battle.json', {
      description: 'no phases',
      runs: 'battle',
      phases: [{ name: 'ramp', durationS: 5, clients: 10 }],
      thinkTimeMs: { min: 5, max: 1 },
    });
    expect(() => withScenarioFile(['--scenario', battle])).toThrow(
      /battle takes no phases[\s\S]*min must not be above max|min must not be above max[\s\S]*battle takes no phases/,
    );
    const fixed = writeScenario('fixed.json', {
      description: 'duration too',
      runs: 'wallet',
      durationS: 10,
      clients: 5,
      phases: [{ name: 'steady', durationS: 5, clients: 5 }],
    });
    expect(() => withScenarioFile(['--scenario', fixed])).toThrow(
      /sum of the phases\s+→ at durationS[\s\S]*each phase says its clients\s+→ at clients/,
    );
    const few = writeScenario('few.json', {
      description: 'fewer than the players',
      runs: 'roll',
      players: 10,
      phases: [{ name: 'ramp', durationS: 5, clients: 4 }],
    });
    expect(() => withScenarioFile(['--scenario', few])).toThrow(
      /4 is fewer than the 10 players[\s\S]*phases\[0\]\.clients/,
    );
    expect(() =>
      parseLoadArgs([
        '--scenario',
        'chat',
        '--clients',
        '1',
        '--bettors',
        '0',
        '--phases',
        '[{"name":"up","durationS":5,"clients":1}]',
      ]),
    ).toThrow(/--clients 1: the phases need at least the 2 clients/);
    expect(() => parseLoadArgs(['--scenario', 'roll', '--think', '9-1'])).toThrow(/--think takes MIN-MAX/);
    const notJson = path.join(dir, 'broken.json');
    writeFileSync(notJson, '{ "description": "a trailing comma", }');
    expect(() => withScenarioFile(['--scenario', notJson])).toThrow(/broken\.json: not JSON/);
  });

  it('refuse a file with a wrong or unknown field, naming it', () => {
    const wrong = writeScenario('wrong.json', { description: 'typo', runs: 'crash', clients: 'many', thinkTime: 3 });
    expect(() => withScenarioFile(['--scenario', wrong])).toThrow(
      /wrong\.json[\s\S]*clients[\s\S]*thinkTime|wrong\.json[\s\S]*thinkTime[\s\S]*clients/,
    );
    const game = writeScenario('game.json', { description: 'no such engine scenario', runs: 'poker' });
    expect(() => withScenarioFile(['--scenario', game])).toThrow(/runs/);
  });
});
