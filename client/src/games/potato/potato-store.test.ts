import { describe, expect, it } from 'vitest';
import {
  type PotatoFairAnswer,
  PotatoSeatState,
  PotatoState,
  potatoClientSeed,
  sha256OfText,
  unattendedPotatoStage,
} from '@arena/schemas';
import { FakeRoomBase, fakeClock } from '../../testing/fake-room';
import { ApiError } from '../../transport/api-error';
import { PotatoStore } from './potato-store';

class FakeTable extends FakeRoomBase<PotatoState> {
  constructor() {
    super(new PotatoState({ tableId: 'potato-100', buyInCents: 1_00, gameId: 'g1', serverSeedHash: 'h' }));
    for (let seat = 0; seat < 8; seat++) this.state.seats.push(new PotatoSeatState({ seat }));
  }
  seat(seat: number, userId: string, name: string): void {
    const view = this.state.seats[seat]!;
    view.userId = userId;
    view.name = name;
    view.alive = true;
    view.connected = true;
  }
}

function setup(userId: string | null, answers: Record<string, unknown> = {}) {
  const room = new FakeTable();
  const clock = fakeClock();
  const store = new PotatoStore('potato-100', {
    connector: { table: async () => room },
    api: {
      get: async <T>(path: string) => {
        if (!(path in answers)) throw new ApiError('POTATO.NOT_FOUND', [], 404);
        return answers[path] as T;
      },
    },
    userId: () => userId,
    onBalance: clock.onBalance,
    now: clock.now,
    setTimer: clock.setTimer,
  });
  return { room, clock, store };
}

describe('potato store', () => {
  it('sits, counts down on the server clock, and offers leaving only before the start', async () => {
    const { room, clock, store } = setup('alice');
    await store.connect('token');
    clock.advance(0);
    expect(room.sent[0]).toEqual({ type: 'time', message: { clientTime: clock.now() } });
    room.receive('time', { clientTime: clock.now(), serverTime: clock.now() + 5_000 });
    expect(store.canJoin).toBe(true);
    store.join();
    expect(room.sent.at(-1)).toEqual({ type: 'join', message: {} });
    expect(store.pending).toBe('join');
    room.seat(0, 'alice', 'Alice');
    room.seat(1, 'bob', 'Bob');
    room.state.startsAt = clock.now() + 5_000 + 10_000;
    room.push();
    room.receive('seated', { seat: 0 });
    room.receive('balance', { balanceCents: 9_00, bonusBalanceCents: 0 });
    expect(clock.balances).toEqual([[9_00, 0]]);
    expect(store.mySeat?.seat).toBe(0);
    expect(store.canJoin).toBe(false);
    expect(store.canLeave).toBe(true);
    expect(store.countdownLeftMs()).toBe(10_000);
    room.state.status = 'RUNNING';
    room.push();
    expect(store.canLeave).toBe(false);
  });

  it('lets only the holder pass, only to players still in, and shows a refusal', async () => {
    const { room, clock, store } = setup('alice');
    await store.connect('token');
    room.seat(0, 'alice', 'Alice');
    room.seat(2, 'bob', 'Bob');
    room.seat(3, 'carol', 'Carol');
    room.state.seats[3]!.alive = false;
    Object.assign(room.state, {
      status: 'RUNNING',
      phase: 'PASSING',
      holderSeat: 2,
      passDeadline: clock.now() + 4_000,
    });
    room.push();
    expect(store.myTurn).toBe(false);
    store.pass(2);
    expect(room.sent.some((m) => m.type === 'pass')).toBe(false);
    room.state.holderSeat = 0;
    room.push();
    expect(store.myTurn).toBe(true);
    expect(store.targets).toEqual([2]);
    expect(store.passLeftMs()).toBe(4_000);
    clock.advance(1_500);
    expect(store.passLeftMs()).toBe(2_500);
    store.pass(3);
    store.pass(2);
    expect(room.sent.filter((m) => m.type === 'pass')).toEqual([{ type: 'pass', message: { to: 2 } }]);
    room.receive('error', { error: { key: 'POTATO.NOT_HOLDER', args: [] }, action: 'pass' });
    expect(store.lastError?.key).toBe('POTATO.NOT_HOLDER');
  });

  it('re-checks a finished game with the published algorithm', async () => {
    const seed = sha256OfText('store-test-seed');
    const clientSeed = potatoClientSeed(['alice', 'bob']);
    const stage = unattendedPotatoStage(seed, clientSeed, 1, [0, 1]);
    const fair: PotatoFairAnswer = {
      id: 'g1',
      tableId: 'potato-100',
      status: 'FINISHED',
      buyInCents: 1_00,
      serverSeedHash: sha256OfText(seed),
      serverSeed: seed,
      clientSeed,
      seats: [
        {
          seat: 0,
          userId: 'alice',
          name: 'Alice',
          avatar: null,
          knockedOutStage: stage.loserSeat === 0 ? 1 : null,
          payoutCents: 0,
        },
        {
          seat: 1,
          userId: 'bob',
          name: 'Bob',
          avatar: null,
          knockedOutStage: stage.loserSeat === 1 ? 1 : null,
          payoutCents: 0,
        },
      ],
      stages: [stage],
      winnerSeat: 1 - stage.loserSeat,
      potCents: 2_00,
      payoutCents: 1_90,
      edgePermille: 50,
      algorithm: '',
      createdAt: 0,
      endedAt: 1,
    };
    const { room, store } = setup(null, { '/fair/potato/g1': fair });
    await store.connect(null);
    expect(store.canJoin).toBe(false);
    room.seat(0, 'alice', 'Alice');
    room.seat(1, 'bob', 'Bob');
    Object.assign(room.state, { status: 'FINISHED', winnerSeat: 1 - stage.loserSeat, serverSeed: seed });
    room.push();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.fair?.id).toBe('g1');
    expect(store.verification).toMatchObject({ ok: true, winnerSeat: 1 - stage.loserSeat });
    // The next game clears it.
    Object.assign(room.state, { status: 'WAITING', gameId: 'g2' });
    room.push();
    expect(store.fair).toBeNull();
  });
});
