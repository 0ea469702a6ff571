import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitServerSeed, generateFloats } from '@arena/schemas';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { recordFairBet, rollFloats, setFairOutcome, takeFairRoll } from './seed-pairs';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

const inject = (options: InjectOptions) => platform.app.inject(options);

const player = (name: string) => platform.signInPlayer(name, 100_000);

/** A seeded bet as a game plays it: escrow, the next nonce, the record; settled unless `open`. */
async function seededBet(userId: string, open = false): Promise<{ betId: string; nonce: number; float: number }> {
  const { ledger } = platform.services;
  return ledger.transaction(async (tx) => {
    const betId = randomUUID();
    await ledger.placeBetIn(tx, { betId, userId, game: 'plinko', roundId: betId, source: 'REAL', amountCents: 100 });
    const roll = await takeFairRoll(tx, userId);
    const [float] = rollFloats(roll, 1);
    await recordFairBet(tx, { betId, roll, game: 'plinko', params: { stake: 100 } });
    if (!open) {
      await setFairOutcome(tx, betId, { float });
      await ledger.settleBetIn(tx, betId, float! < 0.5 ? 200 : 0);
    }
    return { betId, nonce: roll.nonce, float: float! };
  });
}

describe('fairness center', () => {
  it('creates a pair on first read and refuses anonymous callers', async () => {
    const { auth } = await player('Faye');
    const res = await inject({ method: 'GET', url: '/api/fair/seeds', headers: { authorization: auth } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    expect(body).toMatchObject({ nonce: 0, previous: [] });
    const again = await inject({ method: 'GET', url: '/api/fair/seeds', headers: { authorization: auth } });
    expect(again.json().serverSeedHash).toBe(body.serverSeedHash);

    const anonymous = await inject({ method: 'GET', url: '/api/fair/seeds' });
    expect(anonymous.json().error.key).toBe('GLOBAL.FORBIDDEN');
  });

  it('never gives two parallel bets the same nonce', async () => {
    const { auth, id } = await player('Nora');
    const bets = await Promise.all(Array.from({ length: 16 }, () => seededBet(id)));
    expect(bets.map((b) => b.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    const seeds = await inject({ method: 'GET', url: '/api/fair/seeds', headers: { authorization: auth } });
    expect(seeds.json().nonce).toBe(16);
  });

  it('reveals a rotated pair so each of its bets can be recomputed', async () => {
    const { auth, id } = await player('Vera');
    const before = (await inject({ method: 'GET', url: '/api/fair/seeds', headers: { authorization: auth } })).json();
    const first = await seededBet(id);
    const second = await seededBet(id);

    const hidden = (await inject({ method: 'GET', url: `/api/fair/bets/${second.betId}` })).json();
    expect(hidden).toMatchObject({
      game: 'plinko',
      serverSeed: null,
      serverSeedHash: before.serverSeedHash,
      clientSeed: before.clientSeed,
      nonce: 1,
    });
    expect(hidden.params).toEqual({ stake: 100 });
    expect(hidden.outcome).toEqual({ float: second.float });

    const rotated = await inject({
      method: 'POST',
      url: '/api/fair/seeds/rotate',
      headers: { authorization: auth },
      payload: {},
    });
    expect(rotated.statusCode).toBe(200);
    const after = rotated.json();
    expect(after.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(after).toMatchObject({ clientSeed: before.clientSeed, nonce: 0 });
    expect(after.previous).toHaveLength(1);
    const revealed = after.previous[0];
    expect(revealed).toMatchObject({
      serverSeedHash: before.serverSeedHash,
      clientSeed: before.clientSeed,
      lastNonce: 1,
    });
    expect(commitServerSeed(revealed.serverSeed)).toBe(before.serverSeedHash);

    const shown = (await inject({ method: 'GET', url: `/api/fair/bets/${first.betId}` })).json();
    expect(shown.serverSeed).toBe(revealed.serverSeed);
    const [recomputed] = generateFloats({
      serverSeed: shown.serverSeed,
      clientSeed: shown.clientSeed,
      nonce: shown.nonce,
      count: 1,
    });
    expect(recomputed).toBe(first.float);
    expect(shown.outcome).toEqual({ float: first.float });
  });

  it('starts a new pair with the chosen client seed and refuses bad seeds', async () => {
    const { auth } = await player('Cleo');
    const before = (await inject({ method: 'GET', url: '/api/fair/seeds', headers: { authorization: auth } })).json();
    for (const clientSeed of ['', 'has space', 'a:b', 'x'.repeat(65), 'ünï']) {
      const bad = await inject({
        method: 'PUT',
        url: '/api/fair/seeds/client',
        headers: { authorization: auth },
        payload: { clientSeed },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.key).toBe('GLOBAL.BAD_REQUEST');
    }
    const res = await inject({
      method: 'PUT',
      url: '/api/fair/seeds/client',
      headers: { authorization: auth },
      payload: { clientSeed: 'lucky-7!' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ clientSeed: 'lucky-7!', nonce: 0 });
    expect(res.json().previous[0]).toMatchObject({
      serverSeedHash: before.serverSeedHash,
      clientSeed: before.clientSeed,
      lastNonce: -1,
    });
  });

  it('refuses to rotate while a seeded game on the pair is unfinished', async () => {
    const { auth, id } = await player('Mina');
    const open = await seededBet(id, true);
    const refused = await inject({
      method: 'POST',
      url: '/api/fair/seeds/rotate',
      headers: { authorization: auth },
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.key).toBe('FAIR.GAME_IN_PROGRESS');
    const change = await inject({
      method: 'PUT',
      url: '/api/fair/seeds/client',
      headers: { authorization: auth },
      payload: { clientSeed: 'abc' },
    });
    expect(change.json().error.key).toBe('FAIR.GAME_IN_PROGRESS');
    expect((await inject({ method: 'GET', url: `/api/fair/bets/${open.betId}` })).json().outcome).toBeNull();

    await platform.services.ledger.settleBet(open.betId, 0);
    const rotated = await inject({ method: 'POST', url: '/api/fair/seeds/rotate', headers: { authorization: auth } });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().previous[0]).toMatchObject({ lastNonce: 0 });
  });

  it('answers not found for an unknown bet and bad request for a malformed id', async () => {
    expect((await inject({ method: 'GET', url: `/api/fair/bets/${randomUUID()}` })).json().error.key).toBe(
      'GLOBAL.NOT_FOUND',
    );
    expect((await inject({ method: 'GET', url: '/api/fair/bets/nope' })).json().error.key).toBe('GLOBAL.BAD_REQUEST');
  });
});
