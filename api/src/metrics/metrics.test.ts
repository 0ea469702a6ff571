import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ ADMIN_SUBJECTS: 'dev:metrics-admin' });
});
afterAll(() => platform?.close());

describe('GET /metrics', () => {
  it('answers loopback callers in Prometheus text with process, HTTP and bet metrics', async () => {
    const player = await platform.signInPlayer('metrics-player', 500);
    await platform.services.ledger.placeBet({ betId: crypto.randomUUID(), userId: player.id, game: 'crash', roundId: 'r1', source: 'REAL', amountCents: 100 });
    const res = await platform.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'arena_http_request_duration_seconds_bucket']) {
      expect(res.body).toContain(name);
    }
    expect(res.body).toMatch(/arena_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/dev",status="200"\} \d+/);
    expect(res.body).toMatch(/arena_bets_placed_total\{game="crash",source="REAL"\} [1-9]/);
  });

  it('refuses a non-loopback caller without a token, and a loopback one relayed by a proxy', async () => {
    for (const request of [
      { remoteAddress: '203.0.113.9', headers: {} },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
    ]) {
      const res = await platform.app.inject({ method: 'GET', url: '/metrics', ...request });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { key: 'GLOBAL.FORBIDDEN', args: [] } });
    }
  });

  it('refuses a non-admin token and accepts an admin one from anywhere', async () => {
    const player = await platform.signIn('metrics-nobody');
    const refused = await platform.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: player } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.key).toBe('GLOBAL.FORBIDDEN');
    const admin = await platform.signIn('metrics-admin');
    const res = await platform.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('process_cpu_seconds_total');
  });
});
