import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { runPeriodically } from './periodic-job';

describe('runPeriodically', () => {
  it('never overlaps a slow pass with the next tick, and closing waits for the pass in flight', async () => {
    const app = Fastify();
    let running = 0;
    let most = 0;
    let passes = 0;
    let release: () => void = () => undefined;
    runPeriodically(app, {
      name: 'slow',
      intervalMs: 5,
      run: async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => (release = resolve));
        running--;
        passes++;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(running).toBe(1);
    const closed = app.close();
    release();
    await closed;
    expect(passes).toBe(1);
    expect(most).toBe(1);
  });

  it('keeps running after a failed pass, and does nothing when the interval is 0', async () => {
    const app = Fastify({ logger: false });
    let calls = 0;
    runPeriodically(app, {
      name: 'flaky',
      intervalMs: 5,
      run: async () => {
        calls++;
        throw new Error('boom');
      },
    });
    runPeriodically(app, {
      name: 'off',
      intervalMs: 0,
      run: async () => {
        throw new Error('never');
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 80));
    await app.close();
    expect(calls).toBeGreaterThan(1);
  });
});
