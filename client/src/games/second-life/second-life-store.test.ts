import { describe, expect, it } from 'vitest';
import {
  type BalanceAnswer,
  SECOND_LIFE_RULES,
  type SecondLifeAnswer,
  type SecondLifeEligibleBet,
} from '@arena/schemas';
import { fakeClock } from '../../testing/fake-room';
import { ApiError } from '../../transport/api-error';
import { RetryKey } from '../../transport/retry-key';
import { SecondLifeStore } from './second-life-store';

const HOUR = 3_600_000;

function bet(betId: string, stakeCents: number, lostAt: number): SecondLifeEligibleBet {
  return { betId, game: 'crash', source: 'REAL', stakeCents, lostAt, expiresAt: lostAt + SECOND_LIFE_RULES.windowMs };
}

function answerFor(betId: string, won: boolean): SecondLifeAnswer {
  return {
    betId: 'sl-1',
    originalBetId: betId,
    originalGame: 'crash',
    lostStakeCents: 10_00,
    chanceBasisPoints: 5000,
    premiumCents: 527,
    chance: 0.5,
    float: won ? 0.25 : 0.75,
    won,
    recoveredCents: won ? 10_00 : 0,
    serverSeedHash: 'h',
    clientSeed: 'c',
    nonce: 3,
    balance: { realCents: won ? 104_73 : 94_73, bonusCents: 0 },
  };
}

function setup(server: { items: SecondLifeEligibleBet[]; serverNow: number }) {
  const clock = fakeClock();
  const posts: { path: string; body: unknown; key: string | undefined }[] = [];
  const balances: BalanceAnswer[] = [];
  let reply: (body: { betId: string }) => Promise<SecondLifeAnswer> = async (body) => answerFor(body.betId, true);
  let keys = 0;
  const store = new SecondLifeStore({
    api: {
      get: async <T>() => server as T,
      post: async <T>(path: string, body: unknown, options?: { idempotencyKey?: string }) => {
        posts.push({ path, body, key: options?.idempotencyKey });
        return (await reply(body as { betId: string })) as T;
      },
    },
    now: clock.now,
    setTimer: clock.setTimer,
    onBalance: (balance) => void balances.push(balance),
    retryKey: new RetryKey(() => `key-${++keys}`),
  });
  return { clock, store, posts, balances, setReply: (r: typeof reply) => (reply = r) };
}

describe('second life store', () => {
  it('lists the lost bets with countdowns on the server clock and drops them when they expire', async () => {
    // The server's clock runs 5 s ahead of the browser's.
    const serverNow = 1_000_000 + 5_000;
    const { clock, store } = setup({
      items: [bet('b1', 10_00, serverNow - 23 * HOUR), bet('b2', 20_00, serverNow - 2 * HOUR)],
      serverNow,
    });
    await store.load();
    expect(store.available.map((b) => b.betId)).toEqual(['b1', 'b2']);
    expect(store.selectedBetId).toBe('b1');
    expect(store.timeLeftMs(store.available[0]!)).toBe(HOUR);
    clock.advance(HOUR - 1);
    store.tick();
    expect(store.timeLeftMs(store.available[0]!)).toBe(1);
    clock.advance(1);
    store.tick();
    expect(store.available.map((b) => b.betId)).toEqual(['b2']);
    expect(store.selectedBetId).toBe('b2');
  });

  it('prices the pick live and keeps the chance inside 10% and the $200 premium limit', async () => {
    const serverNow = 1_000_000;
    const { store } = setup({ items: [bet('small', 10_00, serverNow), bet('big', 1000_00, serverNow)], serverNow });
    await store.load();
    store.setChance(5000);
    expect(store.quote).toEqual({
      premiumCents: 527,
      chance: 2150275376 / 2 ** 32,
      recoveryCents: 10_00,
      multiplier: 10_00 / 527,
    });
    store.setChance(9000);
    expect(store.chanceBasisPoints).toBe(7500);
    store.setChance(10);
    expect(store.chanceBasisPoints).toBe(1000);
    store.setChance(6000);
    // $1,000 lost: 19% already costs $200, so the slider stops there.
    store.select('big');
    expect(store.maxChanceBasisPoints).toBe(1900);
    expect(store.chanceBasisPoints).toBe(1900);
    expect(store.quote?.premiumCents).toBe(200_00);
  });

  it('plays with one key per press, reveals the result, then applies the balance', async () => {
    const serverNow = 1_000_000;
    const { clock, store, posts, balances } = setup({
      items: [bet('b1', 10_00, serverNow), bet('b2', 30_00, serverNow)],
      serverNow,
    });
    await store.load();
    store.setChance(5000);
    await store.play();
    expect(posts).toEqual([
      { path: '/second-life/play', body: { betId: 'b1', chanceBasisPoints: 5000 }, key: 'key-1' },
    ]);
    expect(store.result?.won).toBe(true);
    expect(store.revealing).toBe(true);
    expect(store.available.map((b) => b.betId)).toEqual(['b2']);
    expect(store.selectedBetId).toBe('b2');
    expect(balances).toEqual([]);
    await store.play();
    expect(posts).toHaveLength(1);
    clock.advance(SECOND_LIFE_RULES.revealMs);
    expect(store.revealing).toBe(false);
    expect(balances).toEqual([{ realCents: 104_73, bonusCents: 0 }]);
  });

  it('retries with the same key after no answer, and reloads the list after a stale refusal', async () => {
    const serverNow = 1_000_000;
    const server = { items: [bet('b1', 10_00, serverNow)], serverNow };
    const { store, posts, setReply } = setup(server);
    await store.load();
    setReply(async () => {
      throw new ApiError(null, [], 0);
    });
    await store.play();
    expect(store.lastError?.status).toBe(0);
    setReply(async (body) => answerFor(body.betId, false));
    await store.play();
    expect(posts.map((p) => p.key)).toEqual(['key-1', 'key-1']);
    expect(store.result?.won).toBe(false);

    // Another tab used it meanwhile: the refusal shows and the list is read again.
    server.items = [bet('b3', 10_00, serverNow)];
    store.dispose();
    await store.load();
    setReply(async () => {
      throw new ApiError('SECOND_LIFE.ALREADY_USED', [], 400);
    });
    server.items = [];
    await store.play();
    expect(store.lastError?.key).toBe('SECOND_LIFE.ALREADY_USED');
    expect(store.available).toEqual([]);
    expect(posts.map((p) => p.key)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('answers the obvious refusals itself', async () => {
    const { store, posts } = setup({ items: [], serverNow: 1_000_000 });
    await store.load();
    await store.play();
    expect(store.lastError?.key).toBe('SECOND_LIFE.BET_NOT_ELIGIBLE');
    expect(posts).toEqual([]);
  });
});
