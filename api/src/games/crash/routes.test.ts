import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CRASH_ALGORITHM, type CrashFairRound, sha256OfText, verifyCrashRound } from '@arena/schemas';
import { ensureCrashChain } from './chain-store';
import { markCrashRoundCrashed, markCrashRoundRunning, openCrashRound } from './rounds';
import { startGameRoutesApp } from '../../testing/game-routes-app';
import type { TestDatabase } from '../../testing/test-database';
import { crashRoutes } from './routes';

let db: TestDatabase, app: FastifyInstance, close: () => Promise<void>;
beforeAll(async () => ({ db, app, close } = await startGameRoutesApp([crashRoutes])));
afterAll(() => close());

async function playRounds(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const round = await openCrashRound(db.orm, 'classic');
    await markCrashRoundRunning(db.orm, round.id);
    await markCrashRoundCrashed(db.orm, round.id);
  }
}

describe('GET /api/fair/crash/{variant}', () => {
  it('is not found until the game server has stored the chain', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/fair/crash/plus' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { key: 'GLOBAL.NOT_FOUND', args: [] } });
  });

  it('publishes the salt, the terminating hash and the algorithm', async () => {
    const chain = await ensureCrashChain(db.orm, 'classic', 40);
    const res = await app.inject({ method: 'GET', url: '/api/fair/crash/classic' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      variant: 'classic',
      salt: chain.salt,
      terminatingHash: chain.terminatingHash,
      algorithm: CRASH_ALGORITHM,
      chainLength: 40,
      nextTerminatingHash: null,
      chains: [
        {
          generation: 1,
          status: 'CURRENT',
          salt: chain.salt,
          terminatingHash: chain.terminatingHash,
          length: 40,
          firstIndex: 0,
          seed: null,
        },
      ],
    });
  });

  it('refuses an unknown variant', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/fair/crash/turbo' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.key).toBe('GLOBAL.BAD_REQUEST');
  });
});

describe('GET /api/fair/crash/{variant}/rounds', () => {
  it('lists finished rounds newest first; each verifies and links to the one before', async () => {
    await playRounds(5);
    const live = await openCrashRound(db.orm, 'classic');
    const { salt, terminatingHash } = (await app.inject({ method: 'GET', url: '/api/fair/crash/classic' })).json();
    const res = await app.inject({ method: 'GET', url: '/api/fair/crash/classic/rounds?limit=10' });
    expect(res.statusCode).toBe(200);
    const rounds = res.json() as CrashFairRound[];
    expect(rounds.map((r) => r.chainIndex)).toEqual([5, 4, 3, 2, 1]);
    // The live round's hash stays secret.
    expect(rounds.some((r) => r.id === Number(live.id) || r.hash === live.hash)).toBe(false);
    expect(sha256OfText(live.hash)).toBe(rounds[0]!.hash);
    for (const [i, round] of rounds.entries()) {
      expect(Number.isInteger(Math.round(round.crashPoint * 100))).toBe(true);
      expect(String(round.crashPoint)).toMatch(/^\d+(\.\d{1,2})?$/);
      const previousHash = rounds[i + 1]?.hash ?? terminatingHash;
      const check = verifyCrashRound({
        hash: round.hash,
        previousHash,
        salt,
        variant: 'classic',
        crashPointHundredths: Math.round(round.crashPoint * 100),
      });
      expect(check.ok).toBe(true);
    }
  });

  it('honours the limit and refuses limits out of range', async () => {
    const two = await app.inject({ method: 'GET', url: '/api/fair/crash/classic/rounds?limit=2' });
    expect((two.json() as CrashFairRound[]).map((r) => r.chainIndex)).toEqual([5, 4]);
    for (const limit of ['0', '1001', 'many']) {
      const res = await app.inject({ method: 'GET', url: `/api/fair/crash/classic/rounds?limit=${limit}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.key).toBe('GLOBAL.BAD_REQUEST');
    }
  });
});
