import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryKeyValue } from '../stores/key-value';
import { dropOldServiceWorkers } from './service-worker';

function stubWorkers(count: number) {
  const unregister = vi.fn(async () => true);
  vi.stubGlobal('navigator', { serviceWorker: { getRegistrations: async () => Array.from({ length: count }, () => ({ unregister })) } });
  return unregister;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('dropOldServiceWorkers (spec section 4)', () => {
  it('does nothing when no service worker is registered', async () => {
    stubWorkers(0);
    const reload = vi.fn();
    await dropOldServiceWorkers(memoryKeyValue(), 0, () => 100, reload);
    expect(reload).not.toHaveBeenCalled();
  });

  it('unregisters old workers and reloads once when it happens within 10 s of load', async () => {
    const unregister = stubWorkers(2);
    const session = memoryKeyValue();
    const reload = vi.fn();
    await dropOldServiceWorkers(session, 0, () => 9_000, reload);
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page finds the flag and does not reload again.
    await dropOldServiceWorkers(session, 0, () => 1_000, reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload after the window, and clears the reloading flag after 60 s', async () => {
    vi.useFakeTimers();
    stubWorkers(1);
    const session = memoryKeyValue({ 'arena.swReloading': '1' });
    const reload = vi.fn();
    await dropOldServiceWorkers(session, 0, () => 20_000, reload);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(session.dump()).toEqual({});
  });
});
