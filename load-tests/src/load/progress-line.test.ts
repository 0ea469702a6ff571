import { describe, expect, it } from 'vitest';
import { type LiveFigures, formatProgressLine, progressReporter } from './progress-line';

const at = (elapsedS: number, actions: number, errors = 0): LiveFigures => ({
  elapsedS,
  durationS: 30,
  clients: 200,
  actions,
  errors,
});

describe('the progress line', () => {
  it('gives elapsed/duration, clients, actions per second over the last interval and errors', () => {
    expect(formatProgressLine('crash', at(2, 80))).toBe('crash 2/30 s | 200 clients | 40.0 actions/s | 0 errors');
    expect(formatProgressLine('crash', at(12.2, 500, 1), at(10.2, 300))).toBe(
      'crash 12/30 s | 200 clients | 100.0 actions/s | 1 error',
    );
    // The last tick may land a little after the end: never past the duration.
    expect(formatProgressLine('roll', at(30.6, 0, 3), at(30.6, 0))).toBe(
      'roll 30/30 s | 200 clients | 0.0 actions/s | 3 errors',
    );
  });

  it('rewrites one line on a terminal', () => {
    const written: string[] = [];
    const report = progressReporter('crash', { isTTY: true, write: (text) => written.push(text) });
    report(at(1, 10));
    report(at(2, 30));
    report(at(30, 600));
    expect(written).toEqual([
      '\rcrash 1/30 s | 200 clients | 10.0 actions/s | 0 errors\x1b[K',
      '\rcrash 2/30 s | 200 clients | 20.0 actions/s | 0 errors\x1b[K',
      `\rcrash 30/30 s | 200 clients | ${(570 / 28).toFixed(1)} actions/s | 0 errors\x1b[K\n`,
    ]);
  });

  it('prints a line every few seconds and the last one elsewhere (a CI log)', () => {
    const written: string[] = [];
    const report = progressReporter('wallet', { write: (text) => written.push(text) });
    for (let s = 1; s <= 12; s++) report({ ...at(s, s * 10), durationS: 12 });
    expect(written).toEqual([
      'wallet 1/12 s | 200 clients | 10.0 actions/s | 0 errors\n',
      'wallet 6/12 s | 200 clients | 10.0 actions/s | 0 errors\n',
      'wallet 11/12 s | 200 clients | 10.0 actions/s | 0 errors\n',
      'wallet 12/12 s | 200 clients | 10.0 actions/s | 0 errors\n',
    ]);
  });
});
