import { describe, expect, it } from 'vitest';
import { assertLoopback, percentile, summarize } from './stats';

describe('load-test helpers', () => {
  it('computes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(summarize([3, 1, 2])).toEqual({ count: 3, minMs: 1, p50Ms: 2, p95Ms: 3, p99Ms: 3, maxMs: 3 });
  });

  it('only targets loopback addresses', () => {
    expect(assertLoopback('http://127.0.0.1:3000').port).toBe('3000');
    expect(assertLoopback('ws://localhost:2567').hostname).toBe('localhost');
    expect(assertLoopback('http://[::1]:3000').hostname).toBe('[::1]');
    expect(() => assertLoopback('http://10.0.0.5:3000')).toThrow(/only loopback/);
    expect(() => assertLoopback('http://example.com')).toThrow(/only loopback/);
  });
});
