import { describe, expect, it } from 'vitest';
import { ROLL_RULES, rollCell } from '@arena/schemas';
import { fakeClock } from '../../testing/fake-room';
import { FakeRollRoom } from './fake-roll-room';
import { RollStore } from './roll-store';

const SALT = '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6';
const HASH = 'd78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4';

async function setup(userId: string | null = 'me') {
  const room = new FakeRollRoom();
  const clock = fakeClock();
  const store = new RollStore({
    connect: async () => room,
    api: {
      get: async <T>(path: string) =>
        (path === '/fair/roll'
          ? {
              salt: SALT,
              terminatingHash: 'f'.repeat(64),
              algorithm: 'a',
              chainLength: 100,
              nextTerminatingHash: null,
              chains: [],
            }
          : null) as T,
    },
    userId: () => userId,
    now: clock.now,
    setTimer: clock.setTimer,
    onBalance: clock.onBalance,
  });
  await store.connect(userId ? 'token' : null);
  return { room, clock, store };
}

describe('RollStore', () => {
  it('mirrors the live bets per colour with totals, and my own stakes', async () => {
    const { room, store } = await setup();
    room.addBet('a', 'Alice', 'red', 3_00);
    room.addBet('me', 'Me', 'red', 5_00);
    room.addBet('b', 'Bob', 'green', 1_00);
    expect(store.columns.map((c) => [c.colour, c.totalCents, c.players, c.bets.map((b) => b.name)])).toEqual([
      ['red', 8_00, 2, ['Me', 'Alice']],
      ['green', 1_00, 1, ['Bob']],
      ['black', 0, 0, []],
    ]);
    expect(store.myStakes).toEqual({ red: 5_00, green: 0, black: 0 });
  });

  it('sends a bet within the limits and answers an obvious mistake locally with the catalogue key', async () => {
    const { room, store } = await setup();
    store.bet('green', 2_00, 'REAL');
    expect(room.sent.filter((s) => s.type === 'bet')).toEqual([
      { type: 'bet', message: { colour: 'green', source: 'REAL', amountCents: 2_00 } },
    ]);
    expect(store.pending).toBe(1);
    room.receive('betPlaced', { roundId: '7', betId: 'x', colour: 'green', stakeCents: 2_00 });
    expect(store.pending).toBe(0);
    store.bet('red', 5, 'REAL');
    expect(store.lastError).toMatchObject({ key: 'BET.MIN_LIMIT', args: ['0.10'] });
    store.bet('green', 150_00, 'BONUS');
    expect(store.lastError).toMatchObject({ key: 'ROLL.MAX_WIN', args: ['2000.00'] });
    expect(room.sent.filter((s) => s.type === 'bet')).toHaveLength(1);
    room.receive('error', { error: { key: 'USER.LOW_BALANCE', args: [] }, action: 'bet' });
    expect(store.lastError).toMatchObject({ key: 'USER.LOW_BALANCE' });
  });

  it('does not bet outside betting, or signed out', async () => {
    const { room, store } = await setup();
    room.state.phase = 'SPINNING';
    room.push();
    expect(store.canBet).toBe(false);
    store.bet('red', 1_00, 'REAL');
    const guest = await setup(null);
    expect(guest.store.canBet).toBe(false);
    expect(room.sent.filter((s) => s.type === 'bet')).toHaveLength(0);
  });

  it('counts down on the server clock and passes balances on', async () => {
    const { room, clock, store } = await setup();
    clock.advance(0);
    // The fake server clock runs 2 s ahead of the local one.
    room.receive('time', { clientTime: clock.now() - 100, serverTime: clock.now() + 2_000 - 50 });
    expect(store.countdownLeftMs()).toBe(1_010_000 - (clock.now() + 2_000));
    room.receive('balance', { balanceCents: 12_34, bonusBalanceCents: 5 });
    expect(clock.balances).toEqual([[12_34, 5]]);
  });

  it('keeps the last results, their stats, and re-verifies a landed round with the shared code', async () => {
    const { room, store } = await setup();
    const cell = rollCell(HASH, SALT);
    room.addResult('5', 0, 'a'.repeat(64));
    room.addResult('6', -1, 'b'.repeat(64), true);
    room.addResult('7', cell, HASH);
    expect(store.stats).toEqual({ red: 0, green: 1, black: 1 });
    store.verify('7');
    expect(store.checks.get('7')).toMatchObject({ ok: true, computedCell: 10, computedColour: 'black' });
    room.state.history.at(0)!.cell = 3;
    room.push();
    store.verify('7');
    expect(store.checks.get('7')).toMatchObject({ ok: false, cellMatches: false });
    expect(ROLL_RULES.historyLength).toBe(100);
  });

  it('keeps a verdict with the round it is about when the next round lands', async () => {
    const { room, store } = await setup();
    const cell = rollCell(HASH, SALT);
    room.addResult('3', cell, HASH);
    expect(store.lastLanded?.roundId).toBe('3');
    store.verify('3');
    room.addResult('4', 0, 'c'.repeat(64));
    // The button now offers round 4; the verdict shown is still round 3's, named as such.
    expect(store.lastLanded?.roundId).toBe('4');
    expect(store.lastCheck).toMatchObject({
      roundId: '3',
      hash: HASH,
      cell,
      salt: SALT,
      result: { ok: true, computedCell: cell },
    });
  });
});
