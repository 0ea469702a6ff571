import { afterEach, describe, expect, it } from 'vitest';
import { readTrustProxy } from '../config';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';

let platform: TestPlatform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

/** Answers of `count` requests, each claiming a different client address. */
async function rotated(p: TestPlatform, count: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await p.app.inject({
      method: 'GET',
      url: '/api/maintenance',
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('rate limits behind (or without) a proxy', () => {
  it('ignore X-Forwarded-For unless TRUST_PROXY names the hops: rotating it no longer escapes the limit', async () => {
    platform = await startTestPlatform({ RATE_LIMIT_PER_MINUTE: '5' });
    const codes = await rotated(platform, 8);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.slice(5)).toEqual([429, 429, 429]);
  });

  it('key on the forwarded address behind one trusted proxy', async () => {
    platform = await startTestPlatform({ RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '127.0.0.1' });
    expect(await rotated(platform, 8)).toEqual(Array(8).fill(200));
  });

  it('reads TRUST_PROXY as off or proxy addresses, and refuses "true" and hop counts', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy('false')).toBe(false);
    expect(readTrustProxy('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => readTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => readTrustProxy('1')).toThrow(/TRUST_PROXY/);
  });
});
