import { LocalPresence, type Presence } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { CrashBetState, CrashHistoryEntry, CrashRoomState } from '@arena/schemas';
import { MirrorFollower } from './follower';
import { OwnerRelay, type RelayedRoom } from './owner-relay';
import type { MirrorCall } from './protocol';
import { MIRROR_TIMING } from './settings';

/** An owner room's relay and a mirror's follower over one in-process presence (Redis's pub/sub in production). */
function rig() {
  const presence = new LocalPresence();
  let now = 1_000;
  let woken = 0;
  const ownerState = new CrashRoomState({ variant: 'classic' });
  const room: RelayedRoom = {
    roomId: 'crash-classic',
    state: ownerState,
    act: async (action, userId) =>
      userId ? undefined : { type: 'error', message: { key: 'GLOBAL.FORBIDDEN', args: [], action } },
    audienceArrived: () => void woken++,
  };
  // The owner publishes through this, so a test can lose one message on the way.
  let loseNext = false;
  const lossy = {
    publish: (channel: string, data: unknown) => {
      if (loseNext) loseNext = false;
      else void presence.publish(channel, data);
    },
  } as unknown as Presence;
  const relay = new OwnerRelay(room, lossy, () => now);
  const mirrorState = new CrashRoomState({ variant: 'classic' });
  const toUser: [string, string, unknown][] = [];
  let patches = 0;
  let owner: OwnerRelay | null = relay;
  const follower = new MirrorFollower(
    'crash-classic',
    presence,
    {
      state: mirrorState,
      children: { bets: CrashBetState, history: CrashHistoryEntry },
      applied: () => void patches++,
      toUser: (...args) => void toUser.push(args),
    },
    async <T>(_: string, call: MirrorCall) => {
      if (!owner) throw new Error('ipc_timeout');
      return (await owner.call(call, 0)) as T;
    },
  );
  return {
    presence,
    relay,
    ownerState,
    mirrorState,
    follower,
    toUser,
    patches: () => patches,
    woken: () => woken,
    tick: (ms: number) => (now += ms),
    replaceOwner: (next: OwnerRelay | null) => (owner = next),
    loseNext: () => (loseNext = true),
  };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the relay between an owner room and its mirrors', () => {
  it('a mirror shows the full state first, then every change, each as its own patch', async () => {
    const r = rig();
    r.ownerState.roundId = '41';
    r.ownerState.history.push(new CrashHistoryEntry({ roundId: '40', crashPointHundredths: 123, hash: 'h' }));
    await r.follower.start();
    await settle();
    expect(r.mirrorState.toJSON()).toEqual(r.ownerState.toJSON());

    r.ownerState.phase = 'BETTING';
    r.relay.publishChanges();
    r.ownerState.bets.set('u1', new CrashBetState({ userId: 'u1', stakeCents: 100 }));
    r.relay.publishChanges();
    r.relay.publishChanges(); // nothing changed: nothing published
    await settle();
    expect(r.mirrorState.toJSON()).toEqual(r.ownerState.toJSON());
    expect(r.patches()).toBe(3);
  });

  it('a lost delta makes the mirror ask for the full state again', async () => {
    const r = rig();
    await r.follower.start();
    await settle();
    r.ownerState.phase = 'BETTING';
    r.relay.publishChanges();
    await settle();
    // The next delta never reaches the mirror (seq 2); seq 3 shows the gap.
    r.loseNext();
    r.ownerState.roundId = '7';
    r.relay.publishChanges();
    await settle();
    expect(r.mirrorState.roundId).toBe('');
    r.ownerState.phase = 'RUNNING';
    r.relay.publishChanges();
    await settle();
    await settle();
    expect(r.mirrorState.roundId).toBe('7');
    expect(r.mirrorState.toJSON()).toEqual(r.ownerState.toJSON());
  });

  it('follows a new owner room (another process after a take-over) and ignores the old one', async () => {
    const r = rig();
    await r.follower.start();
    await settle();
    const nextState = new CrashRoomState({ variant: 'classic', roundId: '99', phase: 'BETTING' });
    const next = new OwnerRelay(
      { roomId: 'crash-classic', state: nextState, act: async () => undefined, audienceArrived: () => undefined },
      r.presence,
    );
    r.replaceOwner(next);
    nextState.phase = 'RUNNING';
    next.publishChanges();
    await settle();
    await settle();
    expect(r.mirrorState.toJSON()).toEqual(nextState.toJSON());
    // A late delta of the old room changes nothing.
    r.ownerState.roundId = 'stale';
    r.relay.publishChanges();
    await settle();
    expect(r.mirrorState.roundId).toBe('99');
  });

  it('relays messages for one user, forwards actions with the refusal the room gave, and counts mirror audiences for a while', async () => {
    const r = rig();
    await r.follower.start();
    r.relay.sendToUser('u1', 'betPlaced', { roundId: '1' });
    await settle();
    expect(r.toUser).toEqual([['u1', 'betPlaced', { roundId: '1' }]]);

    expect(await r.relay.call({ kind: 'action', action: 'bet', userId: 'u1', message: {} }, 0)).toEqual({});
    expect(await r.relay.call({ kind: 'action', action: 'bet', userId: null, message: {} }, 0)).toEqual({
      reply: { type: 'error', message: { key: 'GLOBAL.FORBIDDEN', args: [], action: 'bet' } },
    });

    await r.relay.call({ kind: 'audience', mirrorId: 'm1', clients: 3 }, 0);
    await r.relay.call({ kind: 'audience', mirrorId: 'm2', clients: 0 }, 0);
    expect(r.relay.remoteClients()).toBe(3);
    expect(r.woken()).toBe(1);
    r.tick(MIRROR_TIMING.audienceTtlMs + 1);
    expect(r.relay.remoteClients()).toBe(0);
  });
});
