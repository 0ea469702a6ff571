import { describe, expect, it } from 'vitest';
import type { MinigameGameState, MinigamePlayAnswer, MinigameStateAnswer } from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { MinigameStore } from './minigame-store';

const GAME: MinigameGameState = {
  cards: 3,
  tiers: [{ tier: 0, weight: 10_000, reward: { kind: 'BONUS', cents: 5 } }],
  totalWeight: 10_000,
  playsPerDay: 1,
  playsLeft: 1,
  blocked: null,
};
const STATE: MinigameStateAnswer = {
  battlepass: { id: 1, title: 'Winter', finishedAt: 9e12 },
  level: 0,
  premium: false,
  serverNow: 0,
  nextDayAt: 86_400_000,
  trinity: GAME,
  christmas: { ...GAME, cards: 5, playsPerDay: 0, playsLeft: 0, blocked: 'BATTLEPASS.MINIGAMES_BLOCKED' },
  plays: [],
};
const ANSWER: MinigamePlayAnswer = {
  play: {
    id: '00000000-0000-8000-8000-000000000000',
    game: 'TRINITY',
    battlepassId: 1,
    day: 0,
    slot: 1,
    pick: 2,
    cards: [
      { kind: 'BONUS', cents: 5 },
      { kind: 'BONUS', cents: 5 },
      { kind: 'BONUS', cents: 5 },
    ],
    tier: 0,
    reward: { kind: 'BONUS', cents: 5 },
    serverSeedHash: 'h',
    clientSeed: 'c',
    nonce: 0,
    createdAt: 0,
  },
  itemIds: [],
  ticketIds: [],
  playsLeft: 0,
};

function fakeApi(answers: (() => unknown)[]) {
  const posts: { path: string; body: unknown; key?: string }[] = [];
  let state = STATE;
  return {
    posts,
    setState: (next: MinigameStateAnswer) => (state = next),
    get: async <T>() => state as T,
    post: async <T>(path: string, body: unknown, options?: { idempotencyKey?: string }) => {
      posts.push({ path, body, key: options?.idempotencyKey });
      const answer = answers.shift()!();
      if (answer instanceof ApiError) throw answer;
      return answer as T;
    },
  };
}

describe('minigame store', () => {
  it('asks a visitor to sign in and lets only an unblocked game with plays left be picked', async () => {
    const api = fakeApi([]);
    const store = new MinigameStore({ api, signedIn: () => false, balanceChanged: () => undefined });
    await store.load();
    expect(store.canPick('trinity')).toBe(true);
    expect(store.canPick('christmas')).toBe(false);
    expect(await store.play('trinity', 0)).toBe(false);
    expect(api.posts).toEqual([]);
  });

  it('plays with one key per pick, reuses it after a lost answer, reveals the cards and re-reads the state', async () => {
    const api = fakeApi([() => new ApiError(null, [], 0), () => ANSWER]);
    let balanceReads = 0;
    const store = new MinigameStore({ api, signedIn: () => true, balanceChanged: () => balanceReads++ });
    await store.load();
    await store.play('trinity', 2);
    expect(store.errors.trinity?.status).toBe(0);
    expect(store.revealed.trinity).toBeUndefined();
    api.setState({ ...STATE, trinity: { ...GAME, playsLeft: 0 } });
    await store.play('trinity', 2);
    expect(api.posts.map((p) => p.path)).toEqual(['/minigame/trinity/play', '/minigame/trinity/play']);
    expect(api.posts[0]!.key).toBe(api.posts[1]!.key);
    expect(api.posts[0]!.body).toEqual({ pick: 2 });
    expect(store.revealed.trinity).toEqual(ANSWER);
    expect(store.errors.trinity).toBeUndefined();
    expect(balanceReads).toBe(1);
    expect(store.playsLeft('trinity')).toBe(0);
    expect(store.canPick('trinity')).toBe(false);
    store.dealAgain('trinity');
    expect(store.revealed.trinity).toBeUndefined();
  });

  it('keeps a refusal for the screen and starts a new key for the next pick', async () => {
    const api = fakeApi([
      () => new ApiError('MINIGAME.NO_PLAYS_LEFT', [], 400),
      () => new ApiError('MINIGAME.NO_PLAYS_LEFT', [], 400),
    ]);
    const store = new MinigameStore({ api, signedIn: () => true, balanceChanged: () => undefined });
    await store.load();
    await store.play('trinity', 1);
    expect(store.errors.trinity?.key).toBe('MINIGAME.NO_PLAYS_LEFT');
    expect(store.playing).toBeNull();
    await store.play('trinity', 1);
    expect(api.posts[0]!.key).not.toBe(api.posts[1]!.key);
  });
});
