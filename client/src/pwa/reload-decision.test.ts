import { describe, expect, it } from 'vitest';
import { TIMING } from '@arena/schemas';
import { decideReload, flagClearDelay, readFlag, reloadOnChunkError } from './reload-decision';

const WINDOW = TIMING.serviceWorkerReloadWindowMs;
const CLEAR = TIMING.serviceWorkerFlagClearMs;

describe('decideReload (spec: old service worker reload window 10 s, flag cleared after 60 s)', () => {
  it('uses the spec timing', () => {
    expect(WINDOW).toBe(10_000);
    expect(CLEAR).toBe(60_000);
  });

  it('reloads when a new worker replaces the old one within the window after load', () => {
    expect(decideReload({ hadController: true, loadedAt: 1_000, now: 1_000 + 2_500, flagSetAt: null })).toBe('reload');
    expect(decideReload({ hadController: true, loadedAt: 1_000, now: 1_000 + WINDOW, flagSetAt: null })).toBe('reload');
  });

  it('does not reload on the very first install', () => {
    expect(decideReload({ hadController: false, loadedAt: 0, now: 500, flagSetAt: null })).toBe('first-install');
  });

  it('never reloads twice within a minute (no loop on a broken deploy)', () => {
    expect(decideReload({ hadController: true, loadedAt: 50_000, now: 51_000, flagSetAt: 49_000 })).toBe(
      'already-reloaded',
    );
    expect(decideReload({ hadController: true, loadedAt: 50_000, now: 51_000, flagSetAt: 51_000 - CLEAR + 1 })).toBe(
      'already-reloaded',
    );
  });

  it('reloads again once the flag is a minute old', () => {
    expect(decideReload({ hadController: true, loadedAt: 100_000, now: 101_000, flagSetAt: 101_000 - CLEAR })).toBe(
      'reload',
    );
  });

  it('leaves a page alone when the update lands after the window', () => {
    expect(decideReload({ hadController: true, loadedAt: 0, now: WINDOW + 1, flagSetAt: null })).toBe('too-late');
  });
});

describe('reloadOnChunkError', () => {
  it('reloads a page whose lazy chunk is gone (deployed away), once a minute at most', () => {
    expect(reloadOnChunkError(null, 5_000)).toBe(true);
    expect(reloadOnChunkError(4_000, 5_000)).toBe(false);
    expect(reloadOnChunkError(5_000 - CLEAR, 5_000)).toBe(true);
  });
});

describe('the reloading flag', () => {
  it('reads the stored time and refuses garbage', () => {
    expect(readFlag(null)).toBeNull();
    expect(readFlag('1234')).toBe(1234);
    expect(readFlag('yes')).toBeNull();
  });

  it('is cleared 60 s after it was set', () => {
    expect(flagClearDelay(null, 0)).toBeNull();
    expect(flagClearDelay(10_000, 10_000)).toBe(CLEAR);
    expect(flagClearDelay(10_000, 30_000)).toBe(CLEAR - 20_000);
    expect(flagClearDelay(10_000, 10_000 + CLEAR + 5)).toBe(0);
  });
});
