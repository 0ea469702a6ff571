import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { isLocalCaller } from './access';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ ADMIN_SUBJECTS: 'dev:metrics-admin' });
});
afterAll(() => platform?.close());

describe('GET /metrics', () => {
  it('answers loopback callers in Prometheus text with process, HTTP and bet metrics', async () => {
    const player = await platform.signInPlayer('metrics-player', 500);
    await platform.services.ledger.placeBet({
      betId: crypto.randomUUID(),
      userId: player.id,
      game: 'crash',
      roundId: 'r1',
      source: 'REAL',
      amountCents: 100,
    });
    const res = await platform.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'arena_http_request_duration_seconds_bucket',
    ]) {
      expect(res.body).toContain(name);
    }
    expect(res.body).toMatch(
      /arena_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/dev",status="200"\} \d+/,
    );
    expect(res.body).toMatch(/arena_bets_placed_total\{game="crash",source="REAL"\} [1-9]/);
  });

  it('refuses a non-loopback caller without a token', async () => {
    const res = await platform.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { key: 'GLOBAL.FORBIDDEN', args: [] } });
  });

  it('decides from the socket and TRUST_PROXY only: behind a proxy on loopback, no header makes a caller local', async () => {
    const { config } = platform.services;
    const before = config.trustProxy;
    config.trustProxy = ['loopback'];
    try {
      for (const headers of [
        { 'x-real-ip': '127.0.0.1' },
        { 'x-real-ip': '203.0.113.9' },
        { 'x-forwarded-for': '127.0.0.1' },
        {},
      ]) {
        const res = await platform.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers });
        expect([headers, res.statusCode]).toEqual([headers, 403]);
        expect(res.json()).toEqual({ error: { key: 'GLOBAL.FORBIDDEN', args: [] } });
      }
    } finally {
      config.trustProxy = before;
    }
  });

  it('names loopback peers local only when TRUST_PROXY does not make them proxies', () => {
    expect(isLocalCaller('127.0.0.1', false)).toBe(true);
    expect(isLocalCaller('::ffff:127.0.0.1', false)).toBe(true);
    expect(isLocalCaller('::1', false)).toBe(true);
    expect(isLocalCaller('203.0.113.9', false)).toBe(false);
    expect(isLocalCaller(undefined, false)).toBe(false);
    expect(isLocalCaller('127.0.0.1', ['loopback'])).toBe(false);
    expect(isLocalCaller('::ffff:127.0.0.1', ['127.0.0.1'])).toBe(false);
    expect(isLocalCaller('127.0.0.1', ['10.0.0.1'])).toBe(true);
  });

  it('refuses a non-admin token and accepts an admin one from anywhere', async () => {
    const player = await platform.signIn('metrics-nobody');
    const refused = await platform.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: player },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.key).toBe('GLOBAL.FORBIDDEN');
    const admin = await platform.signIn('metrics-admin');
    const res = await platform.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('process_cpu_seconds_total');
  });
});
