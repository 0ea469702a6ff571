import { describe, expect, it, vi } from 'vitest';
import { ConnectionStore, FAILURES_BEFORE_LOST } from './connection-store';

describe('ConnectionStore', () => {
  it('counts the connection lost only after consecutive failed probes', async () => {
    let up = false;
    const store = new ConnectionStore(async () => {
      if (!up) throw new Error('down');
    }, vi.fn());
    await store.check();
    expect(store.status).toBe('unknown');
    for (let i = 1; i < FAILURES_BEFORE_LOST; i++) await store.check();
    expect(store.lost).toBe(true);
    up = true;
    await store.check();
    expect(store.status).toBe('online');
  });

  it('refreshes the page when a lost connection comes back, and only then', async () => {
    let up = true;
    const reload = vi.fn();
    const store = new ConnectionStore(async () => {
      if (!up) throw new Error('down');
    }, reload);
    await store.check();
    await store.check();
    expect(reload).not.toHaveBeenCalled();
    up = false;
    await store.check();
    await store.check();
    expect(store.lost).toBe(true);
    up = true;
    await store.check();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
