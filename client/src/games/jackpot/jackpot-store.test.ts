import { describe, expect, it } from 'vitest';
import { type JackpotFairAnswer, jackpotEntryOfTicket, jackpotTicket, sha256OfText } from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { fakeClock } from '../../testing/fake-room';
import { FakeJackpotRoom } from './fake-jackpot-room';
import { JackpotStore } from './jackpot-store';
import { SPIN_WINNER_TILE, spinStrip } from './jackpot-views';

function setup(userId: string | null = 'alice', answers: Record<string, unknown> = {}) {
  const room = new FakeJackpotRoom();
  const clock = fakeClock();
  const store = new JackpotStore({
    connect: async () => room,
    api: {
      get: async <T>(path: string) => {
        if (!(path in answers)) throw new ApiError('BET.NOT_FOUND', [], 404);
        return answers[path] as T;
      },
    },
    userId: () => userId,
    now: clock.now,
    setTimer: clock.setTimer,
  });
  return { room, clock, store };
}

describe('jackpot store', () => {
  it("shows entries with each player's chance and counts the countdown on the server clock", async () => {
    const { room, clock, store } = setup();
    await store.connect('token');
    room.addEntry('b1', 'alice', 'Alice', [30_00, 10_00]);
    room.addEntry('b2', 'bob', 'Bob', [10_00]);
    room.addEntry('b3', 'alice', 'Alice', [10_00]);
    expect(store.players.map((p) => [p.name, p.valueCents, p.basisPoints])).toEqual([
      ['Alice', 50_00, 8333],
      ['Bob', 10_00, 1666],
    ]);
    expect(store.mine?.userId).toBe('alice');
    room.state.status = 'COUNTDOWN';
    room.state.closesAt = clock.now() + 10_000;
    room.push();
    clock.advance(4_000);
    expect(store.countdownLeftMs()).toBe(6_000);
  });

  it("sends an entry, answers obvious mistakes itself, and shows the server's refusal", async () => {
    const { room, store } = setup();
    await store.connect('token');
    let entered = 0;
    store.onEntered(() => entered++);
    store.enter(
      Array.from({ length: 11 }, (_, i) => `i${i}`),
      5_00,
    );
    expect(store.lastError?.key).toBe('JACKPOT.MAX_SKINS');
    store.enter(['i1'], 5);
    expect(store.lastError?.key).toBe('BET.MIN_LIMIT');
    expect(room.sent.filter((m) => m.type === 'enter')).toHaveLength(0);
    store.enter(['i1'], 5_00);
    expect(store.sending).toBe(true);
    expect(room.sent.at(-1)).toEqual({ type: 'enter', message: { itemIds: ['i1'] } });
    room.receive('error', { error: { key: 'BET.UNWITHDRAWABLE_IN_DROPZONE', args: [] }, action: 'enter' });
    expect([store.sending, store.lastError?.key]).toEqual([false, 'BET.UNWITHDRAWABLE_IN_DROPZONE']);
    store.enter(['i2'], 5_00);
    room.receive('entered', { betId: 'b', valueCents: 5_00 });
    expect([store.sending, entered]).toEqual([false, 1]);
  });

  it('a guest watches but cannot enter', async () => {
    const { store } = setup(null);
    await store.connect(null);
    expect(store.status).toBe('connected');
    expect(store.canEnter).toBe(false);
  });

  it('re-checks a finished round from its fairness answer', async () => {
    const seed = sha256OfText('seed');
    const entries = [
      { betId: 'b1', userId: 'alice', name: 'A', valueCents: 40_00, items: [] },
      { betId: 'b2', userId: 'bob', name: 'B', valueCents: 60_00, items: [] },
    ];
    const ticket = jackpotTicket(seed, 1_000, entries);
    const winnerUserId = entries[jackpotEntryOfTicket(entries, ticket)]!.userId;
    const fair = {
      roundId: 'r1',
      serverSeed: seed,
      serverSeedHash: sha256OfText(seed),
      closedAtMs: 1_000,
      entries,
      ticket,
      winnerUserId,
    } as unknown as JackpotFairAnswer;
    const { store } = setup('alice', {
      '/fair/jackpot/r1': fair,
      '/fair/jackpot/r2': { ...fair, winnerUserId: winnerUserId === 'bob' ? 'alice' : 'bob' },
    });
    await store.verify('r1');
    await store.verify('r2');
    await store.verify('r3');
    expect(store.checks.get('r1')).toMatchObject({ ok: true });
    expect(store.checks.get('r2')).toMatchObject({ ok: false });
    expect(store.checks.get('r3')).toBeInstanceOf(ApiError);
  });

  it('builds the same spinner strip for every viewer, landing on the winner', () => {
    const players = [
      { userId: 'a', name: 'A', avatar: '', valueCents: 90, basisPoints: 9000, color: '#fff' },
      { userId: 'b', name: 'B', avatar: '', valueCents: 10, basisPoints: 1000, color: '#000' },
    ];
    const strip = spinStrip('round', players, 'b');
    expect(strip).toEqual(spinStrip('round', players, 'b'));
    expect(strip[SPIN_WINNER_TILE]!.userId).toBe('b');
    expect(strip.filter((p) => p.userId === 'a').length).toBeGreaterThan(strip.length / 2);
  });
});
