import { describe, expect, it } from 'vitest';
import { CrashHistoryEntry, multiplierAtMs, multiplierHundredthsAtMs, payoutCents } from '@arena/schemas';
import { CrashStore } from './crash-store';
import { FakeRoom, fakeDeps } from './fake-room';

async function connected(userId: string | null = 'me') {
  const room = new FakeRoom();
  const fake = fakeDeps(room, userId);
  const store = new CrashStore('classic', fake.deps);
  await store.connect(userId ? 'token' : null);
  return { room, fake, store };
}

describe('CrashStore', () => {
  it('syncs its clock with the room and draws the curve on the server clock', async () => {
    const { room, fake, store } = await connected();
    expect(store.status).toBe('connected');
    fake.advance(0);
    const ping = room.sent.find((m) => m.type === 'time')!;
    expect(ping.message).toEqual({ clientTime: fake.now });
    fake.advance(40);
    // The server clock runs 5 s ahead of this browser.
    room.receive('time', { clientTime: fake.now - 40, serverTime: fake.now - 20 + 5000 });
    expect(store.serverNow()).toBe(fake.now + 5000);

    room.state.phase = 'RUNNING';
    room.state.startedAt = store.serverNow() - 3000;
    room.push();
    expect(store.elapsedMs()).toBe(3000);
    expect(store.multiplier()).toBeCloseTo(multiplierAtMs(3000), 10);

    room.state.phase = 'CRASHED';
    room.state.crashPointHundredths = 237;
    room.push();
    expect(store.multiplier()).toBe(2.37);
  });

  it('offers a bet while betting, then a cash-out at the live value, and never sends a multiplier', async () => {
    const { room, fake, store } = await connected();
    room.state.phase = 'BETTING';
    room.state.roundId = '7';
    room.push();
    expect(store.canBet).toBe(true);
    store.bet({ source: 'REAL', amountCents: 500 });
    expect(store.canBet).toBe(false);
    room.addBet({ userId: 'me', stakeCents: 500 });
    room.receive('betPlaced', { roundId: '7', betId: 'b', stakeCents: 500 });
    room.receive('balance', { balanceCents: 9500, bonusBalanceCents: 0 });
    room.push();
    expect(fake.balances).toEqual([[9500, 0]]);
    expect(store.myBet).toMatchObject({ stakeCents: 500, status: 'PLAYING' });
    expect(store.canCashOut).toBe(false);

    room.state.phase = 'RUNNING';
    room.state.startedAt = store.serverNow() - 2000;
    room.push();
    expect(store.canCashOut).toBe(true);
    expect(store.cashOutValueCents()).toBe(payoutCents(500, multiplierHundredthsAtMs(2000)));
    store.cashOut();
    expect(room.sent.filter((m) => m.type !== 'time')).toEqual([
      { type: 'bet', message: { source: 'REAL', amountCents: 500 } },
      { type: 'cashOut', message: undefined },
    ]);
  });

  it('shows refusals with their catalogue key, and refused joins without retrying', async () => {
    const { room, store } = await connected();
    room.state.phase = 'BETTING';
    room.push();
    store.bet({ source: 'REAL', amountCents: 50_000_00 });
    room.receive('error', { error: { key: 'USER.LOW_BALANCE', args: [] }, action: 'bet' });
    expect(store.lastError).toMatchObject({ key: 'USER.LOW_BALANCE' });
    expect(store.sending).toBe(false);

    const refused = new CrashStore('plus', {
      ...fakeDeps(room, 'me').deps,
      connect: async () => {
        throw new Error('CRASH.PLUS_NEEDS_PREMIUM');
      },
    });
    await refused.connect('token');
    expect(refused.status).toBe('failed');
    expect(refused.joinError).toMatchObject({ key: 'CRASH.PLUS_NEEDS_PREMIUM' });
  });

  it('rejoins after losing the room (a restarted server), and spectators cannot bet', async () => {
    const { room, fake, store } = await connected(null);
    room.state.phase = 'BETTING';
    room.push();
    expect(store.canBet).toBe(false);
    room.drop();
    expect(store.status).toBe('connecting');
    fake.advance(3000);
    await Promise.resolve();
    expect(store.status).toBe('connected');
    store.disconnect();
    expect(store.status).toBe('idle');
  });

  it('keeps "recent crashes" on the newest round, crash after crash and on the room joined again after a loss', async () => {
    const first = new FakeRoom();
    const second = new FakeRoom();
    const rooms = [first, second];
    const fake = fakeDeps(first, 'me');
    const store = new CrashStore('classic', { ...fake.deps, connect: async () => rooms.shift()! });
    await store.connect('token');
    const crashes = (room: FakeRoom, ...ids: number[]) => {
      for (const id of ids) {
        room.state.roundId = String(id);
        room.state.phase = 'CRASHED';
        room.state.history.unshift(
          new CrashHistoryEntry({ roundId: String(id), crashPointHundredths: 100 + id, hash: `h${id}`, voided: false }),
        );
        room.push();
      }
    };
    crashes(first, 1, 2);
    expect(store.history.map((h) => h.roundId)).toEqual(['2', '1']);
    // The room is lost; the rounds played meanwhile come with the state of the room joined again.
    first.drop();
    crashes(second, 1, 2, 3, 4, 5, 6);
    fake.advance(3000);
    await Promise.resolve();
    expect(store.status).toBe('connected');
    expect(store.history.map((h) => h.roundId)).toEqual(['6', '5', '4', '3', '2', '1']);
    crashes(second, 7);
    expect(store.history[0]).toMatchObject({ roundId: '7', crashPointHundredths: 107 });
    // The lost room's late patches are not this page's any more.
    crashes(first, 99);
    expect(store.history[0]!.roundId).toBe('7');
  });
});
