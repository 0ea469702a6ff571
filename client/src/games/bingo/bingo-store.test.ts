import { describe, expect, it } from 'vitest';
import {
  type BingoCurrentAnswer,
  type BingoFairAnswer,
  BingoState,
  bingoDrawNumbers,
  bingoTicketsDigest,
  sha256OfText,
} from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { FakeRoomBase, fakeClock } from '../../testing/fake-room';
import { BingoStore } from './bingo-store';
import { formatCountdown, ticketHits, togglePick } from './bingo-views';

const SEED = sha256OfText('bingo-store-test');
const ticket = (id: string, numbers: number[]) => ({
  id,
  drawId: 'd1',
  drawNumber: 7,
  numbers,
  source: 'BOUGHT' as const,
  transferable: true,
  giftedBy: null,
  matches: null,
  prizeCents: null,
  createdAt: 0,
});
const CURRENT: BingoCurrentAnswer = {
  draw: {
    id: 'd1',
    number: 7,
    status: 'OPEN',
    drawAt: 60_000,
    serverSeedHash: sha256OfText(SEED),
    ticketCount: 1,
    salesCents: 100,
    rolloverInCents: 0,
    poolCents: 50_70,
    numbers: null,
    tiers: null,
    paidCents: null,
    rolloverOutCents: null,
  },
  tickets: [ticket('t1', [1, 2, 3, 4, 5])],
  deposit: { depositedCents: 0, nextTicketAtCents: 40_00, earnedTickets: 0 },
  giftBlocked: false,
  serverTime: 0,
  schedule: { anchorMs: 60_000, intervalMs: 3_600_000 },
};

function setup(postAnswer: (path: string, body: unknown, key?: string) => unknown = () => ({})) {
  const room = new FakeRoomBase(
    new BingoState({ drawId: 'd1', drawNumber: 7, drawAt: 60_000, serverSeedHash: sha256OfText(SEED) }),
  );
  const clock = fakeClock();
  const posts: { path: string; body: unknown; key?: string }[] = [];
  const answers: Record<string, unknown> = { '/bingo/current': CURRENT };
  let balanceReads = 0;
  const store = new BingoStore({
    connect: async () => room,
    api: {
      get: async <T>(path: string) => {
        if (!(path in answers)) throw new ApiError('GLOBAL.NOT_FOUND', [], 404);
        return answers[path] as T;
      },
      post: async <T>(path: string, body: unknown, options?: { idempotencyKey?: string }) => {
        posts.push({ path, body, key: options?.idempotencyKey });
        const answer = postAnswer(path, body, options?.idempotencyKey);
        if (answer instanceof ApiError) throw answer;
        return answer as T;
      },
    },
    signedIn: () => true,
    balanceChanged: () => void balanceReads++,
    now: clock.now,
    setTimer: clock.setTimer,
  });
  return { room, store, posts, answers, balanceReads: () => balanceReads };
}

describe('bingo store', () => {
  it('picks at most 5 numbers, refuses an incomplete ticket locally and buys with one key per action', async () => {
    const { store, posts } = setup();
    await store.connect('token');
    for (const n of [9, 3, 14, 1, 20, 7]) store.togglePick(n);
    expect(store.picks).toEqual([1, 3, 9, 14, 20]);
    store.togglePick(9);
    await store.buyPicked();
    expect(store.lastError?.key).toBe('BINGO.BAD_NUMBERS');
    expect(posts).toHaveLength(0);
    store.togglePick(11);
    await store.buyPicked();
    expect(posts[0]).toMatchObject({ path: '/bingo/tickets', body: { tickets: [[1, 3, 11, 14, 20]] } });
    expect(store.notice).toBe('bought');
    expect(store.picks).toEqual([]);
    store.setQuickCount(3);
    await store.buyQuick();
    expect(posts[1]!.body).toEqual({ tickets: [null, null, null] });
    expect(posts[1]!.key).not.toBe(posts[0]!.key);
  });

  it('retries an unanswered purchase with the same key, and shows a refusal', async () => {
    let calls = 0;
    const { store, posts } = setup(() =>
      ++calls === 1 ? new ApiError(null, [], 0) : calls === 2 ? {} : new ApiError('USER.LOW_BALANCE', [], 400),
    );
    await store.connect('token');
    await store.buyQuick();
    await store.buyQuick();
    expect(posts[1]!.key).toBe(posts[0]!.key);
    await store.buyQuick();
    expect(store.lastError?.key).toBe('USER.LOW_BALANCE');
  });

  it('mirrors the live draw, keeps my tickets of the draw being shown and re-checks a finished draw', async () => {
    const { room, store, answers, balanceReads } = setup();
    await store.connect('token');
    expect(store.liveTickets.map((t) => t.id)).toEqual(['t1']);
    // Sales close: REST now offers the next draw, the room still shows draw 7 with my ticket.
    answers['/bingo/current'] = { ...CURRENT, draw: { ...CURRENT.draw, id: 'd2', number: 8 }, tickets: [] };
    room.state.status = 'STARTS';
    room.push();
    await Promise.resolve();
    room.state.status = 'SPINS';
    room.state.numbers.push(3, 12);
    room.push();
    expect(store.live.numbers).toEqual([3, 12]);
    expect(store.liveTickets.map((t) => t.id)).toEqual(['t1']);
    expect(ticketHits(store.liveTickets[0]!, store.live.numbers).matches).toBe(1);
    room.state.status = 'FINISHED';
    room.push();
    expect(balanceReads()).toBe(1);

    const tickets = [{ id: 't1', numbers: [1, 2, 3, 4, 5] }];
    const digest = bingoTicketsDigest(tickets);
    const fair: BingoFairAnswer = {
      drawId: 'd1',
      drawNumber: 7,
      status: 'FINISHED',
      drawAt: 60_000,
      serverSeedHash: sha256OfText(SEED),
      serverSeed: SEED,
      ticketsDigest: digest,
      tickets,
      numbers: bingoDrawNumbers(SEED, digest, 7),
      algorithm: '',
    };
    answers['/fair/bingo/d1'] = fair;
    await store.verify('d1');
    expect(store.checks.get('d1')).toMatchObject({ ok: true });
    answers['/fair/bingo/d1'] = { ...fair, numbers: [...fair.numbers!].reverse() };
    await store.verify('d1');
    expect(store.checks.get('d1')).toMatchObject({ ok: false });
  });

  it('gifts the selected tickets to a player id and shows the refusal key', async () => {
    const { store, posts } = setup((path) =>
      path === '/bingo/gift' ? new ApiError('BINGO.USER_NOT_FOUND', [], 400) : {},
    );
    await store.connect('token');
    store.toggleSelected('t1');
    store.setGiftTo('  someone ');
    await store.gift();
    expect(posts[0]).toMatchObject({ path: '/bingo/gift', body: { toUserId: 'someone', ticketIds: ['t1'] } });
    expect(store.lastError?.key).toBe('BINGO.USER_NOT_FOUND');
  });
});

describe('bingo views', () => {
  it('formats countdowns and toggles picks', () => {
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(3 * 86_400_000 + 3_723_000)).toBe('3d 01:02:03');
    expect(togglePick([1, 2], 2)).toEqual([1]);
  });
});
