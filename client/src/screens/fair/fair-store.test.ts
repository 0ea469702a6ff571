import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FairBetAnswer, type FairSeedsAnswer, commitServerSeed, generateFloats, seededGame } from '@arena/schemas';
import { type Route, scriptedFetch } from '../../stores/test-fetch';
import { ApiClient } from '../../transport/api-client';
import { FairStore } from './fair-store';
import { sameOutcome } from './verifier-form';

const SERVER_SEED = 'a'.repeat(64);
/** A stand-in game: one float scaled to a die of `sides`, so the test knows the published answer. */
const dice = seededGame({
  game: 'dice',
  params: z.object({ sides: z.number().int().min(2).max(100) }),
  fields: [{ name: 'sides', kind: 'integer', min: 2, max: 100 }] as const,
  outcome: (seeds, params) => ({ roll: Math.floor(generateFloats({ ...seeds, count: 1 })[0]! * params.sides) + 1 }),
});
const coin = seededGame({
  game: 'coin',
  params: z.object({ side: z.enum(['heads', 'tails']) }),
  fields: [{ name: 'side', kind: 'choice', options: ['heads', 'tails'] }] as const,
  outcome: (seeds, params) => ({ won: generateFloats({ ...seeds, count: 1 })[0]! < 0.5 === (params.side === 'heads') }),
});
const REGISTRY = { dice, coin };

const seedsAnswer = (clientSeed: string, previous: FairSeedsAnswer['previous'] = []): FairSeedsAnswer => ({
  serverSeedHash: 'b'.repeat(64),
  clientSeed,
  nonce: 3,
  previous,
});

function setup(routes: Record<string, Route>) {
  const scripted = scriptedFetch(routes);
  const api = new ApiClient({
    baseUrl: '/api',
    fetch: scripted.fetch,
    token: () => 'tok',
    onForbidden: () => undefined,
  });
  return { store: new FairStore(api, REGISTRY), calls: scripted.calls };
}

describe('FairStore verifier', () => {
  it('waits for every input, then re-runs the published outcome and the seed commitment', () => {
    const { store } = setup({});
    expect(store.gameNames).toEqual(['dice', 'coin']);
    expect(store.input.params).toEqual({ sides: '2' });
    expect(store.verification).toEqual({ kind: 'incomplete', missing: 'serverSeed' });
    store.setField('serverSeed', SERVER_SEED.toUpperCase());
    expect(store.verification).toEqual({ kind: 'incomplete', missing: 'clientSeed' });
    store.setField('clientSeed', 'lucky');
    store.setField('nonce', '-1');
    expect(store.verification).toEqual({ kind: 'incomplete', missing: 'nonce' });
    store.setField('nonce', '7');
    store.setParam('sides', '101');
    expect(store.verification).toEqual({ kind: 'incomplete', missing: 'params' });
    store.setParam('sides', '6');
    const expected =
      Math.floor(generateFloats({ serverSeed: SERVER_SEED, clientSeed: 'lucky', nonce: 7, count: 1 })[0]! * 6) + 1;
    expect(store.verification).toEqual({
      kind: 'done',
      serverSeedHash: commitServerSeed(SERVER_SEED),
      outcome: { roll: expected },
    });

    store.chooseGame('coin');
    expect(store.input.params).toEqual({ side: 'heads' });
    expect(store.verification.kind).toBe('done');
  });

  it('fills the form from a bet, and again with the revealed seed after a rotation', async () => {
    const bet = (serverSeed: string | null): FairBetAnswer => ({
      betId: 'b1',
      game: 'dice',
      serverSeedHash: commitServerSeed(SERVER_SEED),
      serverSeed,
      clientSeed: 'mine',
      nonce: 4,
      params: { sides: 20 },
      outcome: { roll: 9 },
      createdAt: '2026-11-23T00:00:00.000Z',
    });
    let rotated = false;
    const { store, calls } = setup({
      'GET /api/fair/bets/b1': () => ({ body: bet(rotated ? SERVER_SEED : null) }),
      'POST /api/fair/seeds/rotate': () => {
        rotated = true;
        return { body: seedsAnswer('mine') };
      },
    });
    await store.openBet('b1');
    expect(store.input).toEqual({
      game: 'dice',
      serverSeed: '',
      clientSeed: 'mine',
      nonce: '4',
      params: { sides: '20' },
    });
    expect(store.verification).toEqual({ kind: 'incomplete', missing: 'serverSeed' });
    await store.rotate();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/fair/bets/b1',
      'POST /api/fair/seeds/rotate',
      'GET /api/fair/bets/b1',
    ]);
    expect(store.input.serverSeed).toBe(SERVER_SEED);
    expect(store.verification.kind).toBe('done');
  });

  it('keeps the server refusal for the screen and the seeds unchanged', async () => {
    const { store } = setup({
      'GET /api/fair/seeds': () => ({ body: seedsAnswer('old') }),
      'PUT /api/fair/seeds/client': () => ({
        status: 400,
        body: { error: { key: 'FAIR.GAME_IN_PROGRESS', args: [] } },
      }),
    });
    await store.loadSeeds();
    expect(await store.changeClientSeed('new')).toBe(false);
    expect(store.seeds?.clientSeed).toBe('old');
    expect((store.error as { key: string }).key).toBe('FAIR.GAME_IN_PROGRESS');
    expect(store.busy).toBe(false);
  });
});

describe('sameOutcome', () => {
  it('ignores the key order the database returns and nothing else', () => {
    expect(sameOutcome({ float: 0.5, won: true, path: [0, 1] }, { won: true, path: [0, 1], float: 0.5 })).toBe(true);
    expect(sameOutcome({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } })).toBe(true);
    expect(sameOutcome({ path: [0, 1] }, { path: [1, 0] })).toBe(false);
    expect(sameOutcome({ won: true }, { won: true, extra: null })).toBe(false);
  });
});
