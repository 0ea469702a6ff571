import { describe, expect, it } from 'vitest';
import { type CrashBattleAnswer, multiplierAtMs } from '@arena/schemas';
import { BattleStore } from './battle-store';
import { FakeBattleRoom, fakeBattleDeps } from './fake-battle-room';

async function opened(userId: string | null = 'me', room = new FakeBattleRoom()) {
  const fake = fakeBattleDeps(room, userId);
  const store = new BattleStore(room.roomId, fake.deps);
  await store.open(userId ? 'token' : null);
  return { room, fake, store };
}

/** What the SDK throws for a refused matchmaking request (MatchMakeError: message and code). */
const matchMakeError = (message: string, code: number) => Object.assign(new Error(message), { code });

describe('BattleStore', () => {
  it('joins a waiting battle, sends the private code, and may not leave inside the lock', async () => {
    const { room, fake, store } = await opened();
    store.code = 'ABCD2345';
    expect(store.status).toBe('live');
    expect(store.canJoin).toBe(true);
    store.join();
    expect(store.pending).toBe('join');
    expect(store.canJoin).toBe(false);
    room.seatPlayer(1, 'me', { lockedUntil: fake.now + 30_000 });
    room.receive('seated', { seat: 1 });
    room.receive('balance', { balanceCents: 9500, bonusBalanceCents: 0 });
    room.push();
    expect(store.pending).toBeNull();
    expect(store.mySeat?.seat).toBe(1);
    expect(fake.balances).toEqual([[9500, 0]]);
    expect(store.canLeave).toBe(true);
    expect(store.leaveLockedMs()).toBe(30_000);
    fake.advance(10_000);
    expect(store.leaveLockedMs()).toBe(20_000);

    store.leave();
    room.receive('error', { error: { key: 'CRASH_BATTLE.CANNOT_LEAVE', args: [] }, action: 'leave' });
    expect(store.lastError).toMatchObject({ key: 'CRASH_BATTLE.CANNOT_LEAVE' });
    expect(store.pending).toBeNull();
    fake.advance(20_000);
    store.leave();
    room.seatPlayer(1, '', { kind: 'EMPTY' });
    room.receive('left', { refunded: true });
    room.push();
    expect(store.mySeat).toBeNull();
    expect(room.actions).toEqual([
      { type: 'join', message: { code: 'ABCD2345' } },
      { type: 'leave', message: undefined },
      { type: 'leave', message: undefined },
    ]);
  });

  it('lets the owner call bots, and only the owner', async () => {
    const room = new FakeBattleRoom();
    room.seatPlayer(0, 'owner');
    const owner = await opened('owner', room);
    expect(owner.store.isOwner).toBe(true);
    expect(owner.store.canCallBots).toBe(true);
    expect(owner.store.canJoin).toBe(false);
    owner.store.callBots();
    room.state.seats[1]!.kind = 'BOT';
    room.state.status = 'RUNNING';
    room.push();
    expect(owner.store.pending).toBeNull();
    expect(owner.room.actions).toEqual([{ type: 'callBots', message: undefined }]);

    const other = await opened('me', new FakeBattleRoom());
    expect(other.store.canCallBots).toBe(false);
  });

  it('offers a cash-out while the curve runs, drawn on the synced server clock', async () => {
    const room = new FakeBattleRoom();
    room.seatPlayer(0, 'me');
    const { fake, store } = await opened('me', room);
    fake.advance(0);
    fake.advance(40);
    // The server clock runs 5 s ahead of this browser.
    room.receive('time', { clientTime: fake.now - 40, serverTime: fake.now - 20 + 5000 });
    expect(store.serverNow()).toBe(fake.now + 5000);

    room.state.status = 'RUNNING';
    room.state.round = 1;
    room.state.roundPhase = 'COUNTDOWN';
    room.state.curveStartsAt = store.serverNow() + 2000;
    room.push();
    expect(store.canCashOut).toBe(false);
    expect(store.countdownLeftMs()).toBe(2000);

    fake.advance(3000);
    room.state.roundPhase = 'RUNNING';
    room.push();
    expect(store.elapsedMs()).toBe(1000);
    expect(store.multiplier()).toBeCloseTo(multiplierAtMs(1000), 10);
    expect(store.canCashOut).toBe(true);
    store.cashOut();
    store.setAuto(250);
    expect(room.actions).toEqual([
      { type: 'cashOut', message: undefined },
      { type: 'setAuto', message: { autoCashOutHundredths: 250 } },
    ]);
    room.state.seats[0]!.cashOutHundredths = 112;
    room.push();
    expect(store.canCashOut).toBe(false);

    room.state.roundPhase = 'CRASHED';
    room.state.crashPointHundredths = 180;
    room.state.seats[0]!.results.push(112);
    room.push();
    expect(store.multiplier()).toBe(1.8);
  });

  it('keeps the finished battle when its room closes, and loads its fairness data', async () => {
    const room = new FakeBattleRoom();
    const fair = { id: room.roomId, serverSeed: 'a'.repeat(64) };
    const fake = fakeBattleDeps(room, null, { [`/fair/crashbattle/${room.roomId}`]: fair });
    const store = new BattleStore(room.roomId, fake.deps);
    await store.open(null);
    expect(store.canJoin).toBe(false);
    room.state.status = 'FINISHED';
    room.state.winnerSeat = 1;
    room.push();
    room.drop();
    expect(store.status).toBe('archived');
    expect(store.battle?.winnerSeat).toBe(1);
    await store.loadFair();
    expect(store.fair).toEqual(fair);
  });

  it('shows a battle whose room is gone from the API, and a refusal as its catalogue key', async () => {
    const answer: CrashBattleAnswer = {
      id: 'gone',
      roomId: 'gone',
      status: 'FINISHED',
      seats: 2,
      rounds: 1,
      buyInCents: 100,
      isPrivate: false,
      ownerId: 'a',
      crashPoints: [250],
      seatList: [
        {
          seat: 0,
          kind: 'PLAYER',
          userId: 'a',
          name: 'A',
          avatar: null,
          results: [200],
          totalHundredths: 200,
          payoutCents: 200,
        },
        {
          seat: 1,
          kind: 'BOT',
          userId: null,
          name: 'Bot',
          avatar: null,
          results: [0],
          totalHundredths: 0,
          payoutCents: 0,
        },
      ],
      winnerSeat: 0,
      draw: false,
      createdAt: 1,
      endedAt: 2,
    };
    const notFound = fakeBattleDeps(async () => Promise.reject(matchMakeError('room "gone" not found', 522)), null, {
      '/crashbattle/gone': answer,
    });
    const archived = new BattleStore('gone', notFound.deps);
    await archived.open(null);
    expect(archived.status).toBe('archived');
    expect(archived.battle).toMatchObject({
      status: 'FINISHED',
      winnerSeat: 0,
      crashPoints: [250],
      roundPhase: 'CRASHED',
    });
    expect(archived.battle?.seats[1]).toMatchObject({ kind: 'BOT', userId: '', results: [0] });

    const refusal = fakeBattleDeps(
      async () => Promise.reject(matchMakeError('{"error":{"key":"CRASH_BATTLE.CANNOT_JOIN","args":[]}}', 4000)),
      'me',
    );
    const refused = new BattleStore('x', refusal.deps);
    await refused.open('token');
    expect(refused.status).toBe('failed');
    expect(refused.loadError).toMatchObject({ key: 'CRASH_BATTLE.CANNOT_JOIN' });

    const offline = fakeBattleDeps(async () => Promise.reject(new Error('connect ECONNREFUSED')), null);
    const retrying = new BattleStore('y', offline.deps);
    await retrying.open(null);
    expect(retrying.loadError).toMatchObject({ key: null, status: 0 });
  });

  it('leaves a room that answers after the screen closed or reopened, so one browser is one connection', async () => {
    const room = new FakeBattleRoom();
    const late = new FakeBattleRoom();
    let release: (room: FakeBattleRoom) => void = () => undefined;
    const fake = fakeBattleDeps(room, null);
    const store = new BattleStore(room.roomId, {
      ...fake.deps,
      connector: { watch: () => new Promise<FakeBattleRoom>((resolve) => (release = resolve)) },
    });
    const left: string[] = [];
    late.leave = async () => void left.push('late');
    const first = store.open(null);
    const firstRelease = release;
    store.disconnect();
    const second = store.open(null);
    firstRelease(late);
    release(room);
    await Promise.all([first, second]);
    expect(left).toEqual(['late']);
    expect(store.status).toBe('live');
  });

  it('spectators see the battle but are offered no action', async () => {
    const room = new FakeBattleRoom();
    room.seatPlayer(0, 'owner');
    room.state.status = 'RUNNING';
    room.state.roundPhase = 'RUNNING';
    room.state.spectators = 3;
    room.push();
    const { store } = await opened(null, room);
    expect(store.battle?.spectators).toBe(3);
    expect([store.canJoin, store.canLeave, store.canCallBots, store.canCashOut]).toEqual([false, false, false, false]);
    store.disconnect();
    expect(store.status).toBe('idle');
  });
});
