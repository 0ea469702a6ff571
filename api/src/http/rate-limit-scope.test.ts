import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { isApiPath } from './rate-limit-scope';

let root: string;
let platform: TestPlatform;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'arena-rate-scope-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>arena</title>');
  writeFileSync(path.join(root, 'assets/index-abc.js'), 'export {}');
  platform = await startTestPlatform({ RATE_LIMIT_PER_MINUTE: '3', CLIENT_DIST_DIR: root });
});

afterAll(async () => {
  await platform.close();
  rmSync(root, { recursive: true, force: true });
});

async function codes(url: string, count: number): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) answers.push((await platform.app.inject({ method: 'GET', url })).statusCode);
  return answers;
}

describe('what the per-address rate limit counts', () => {
  it('never limits the app shell, its assets or the item CDN, however many pages a player opens', async () => {
    // Eight game pages, each the shell plus its scripts, against a limit of 3 per minute.
    for (const page of [
      '/en/crash/classic',
      '/en/mines',
      '/en/plinko',
      '/en/roll',
      '/en/lava',
      '/en/bingo',
      '/en/potato',
      '/en/jackpot',
    ]) {
      const shell = await platform.app.inject({ method: 'GET', url: page });
      expect(shell.statusCode).toBe(200);
      expect(shell.headers['content-type']).toMatch(/^text\/html/);
      expect(await codes('/assets/index-abc.js', 2)).toEqual([200, 200]);
    }
    expect(await codes('/cdn/icons/not-in-the-catalog.svg', 5)).toEqual([404, 404, 404, 404, 404]);
  });

  it('still limits the API, known routes and unknown ones, and the shell keeps loading past it', async () => {
    expect(await codes('/api/maintenance', 5)).toEqual([200, 200, 200, 429, 429]);
    const refused = await platform.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { key: 'GLOBAL.TOO_MANY_REQUESTS', args: [expect.any(Number)] } });
    expect((await platform.app.inject({ method: 'GET', url: '/en/mines' })).statusCode).toBe(200);
  });

  it('reads /api and /api/… (with or without a query) as the API, and nothing else', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/users/current?x=1')).toBe(true);
    expect(isApiPath('/api?x=1')).toBe(true);
    expect(isApiPath('/apis')).toBe(false);
    expect(isApiPath('/en/api')).toBe(false);
    expect(isApiPath('/assets/api-abc.js')).toBe(false);
    expect(isApiPath('/cdn/icons/a.svg')).toBe(false);
  });
});
