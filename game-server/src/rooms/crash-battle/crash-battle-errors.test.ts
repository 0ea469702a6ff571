import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ColyseusSDK } from '@colyseus/sdk';
import { CRASH_BATTLE_RULES, decodeRoomRefusal } from '@arena/schemas';
import {
  type BattleKit,
  balanceOf,
  bootBattleKit,
  createBattle,
  em,
  joinSeat,
  newPlayer,
  refusalOf,
  waitFor,
  watch,
} from './testing/battle-test-kit';

let kit: BattleKit;
beforeAll(async () => {
  // A real lock, so the no-leave window can be seen refusing.
  kit = await bootBattleKit({ noLeaveMs: 1_500 });
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

/** The catalogue key and args a failed create or join carries in its matchmaker error. */
async function refusedWith(attempt: Promise<unknown>): Promise<{ key: string; args: unknown[] }> {
  const error = await attempt.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e as Error,
  );
  const refusal = decodeRoomRefusal(error.message);
  if (!refusal) throw new Error(`not a catalogue refusal: ${error.message}`);
  return refusal;
}

const valid = { seats: 2, rounds: 3, buyInCents: 1_00, isPrivate: false };

describe('creating a battle', () => {
  it('refuses bad numbers with their own keys and arguments', async () => {
    const p = await newPlayer(kit, 50_00);
    expect(await refusedWith(createBattle(kit, p, { ...valid, seats: 5 }))).toEqual({
      key: 'CRASH_BATTLE.BAD_PLAYERS',
      args: [2, 4],
    });
    expect(await refusedWith(createBattle(kit, p, { ...valid, seats: 1 }))).toEqual({
      key: 'CRASH_BATTLE.BAD_PLAYERS',
      args: [2, 4],
    });
    expect(await refusedWith(createBattle(kit, p, { ...valid, rounds: 0 }))).toEqual({
      key: 'CRASH_BATTLE.BAD_ROUNDS',
      args: [1, CRASH_BATTLE_RULES.maxRounds],
    });
    expect(await refusedWith(createBattle(kit, p, { ...valid, rounds: 11 }))).toMatchObject({
      key: 'CRASH_BATTLE.BAD_ROUNDS',
    });
    expect(await refusedWith(createBattle(kit, p, { ...valid, buyInCents: 49 }))).toEqual({
      key: 'CRASH_BATTLE.BAD_AMOUNT',
      args: ['0.50'],
    });
    expect(await refusedWith(createBattle(kit, p, { ...valid, buyInCents: 500_01 }))).toEqual({
      key: 'CRASH_BATTLE.MAX_AMOUNT',
      args: ['500.00'],
    });
    expect(await refusedWith(createBattle(kit, p, { ...valid, autoCashOutHundredths: 100 }))).toMatchObject({
      key: 'CRASH.BAD_MULTIPLIER',
    });
    expect(await refusedWith(createBattle(kit, p, { ...valid, seats: 'two' } as never))).toMatchObject({
      key: 'GLOBAL.BAD_REQUEST',
    });
    expect(await refusedWith(createBattle(kit, undefined, valid))).toMatchObject({ key: 'GLOBAL.FORBIDDEN' });
    expect(await balanceOf(kit, p.userId)).toBe(50_00);
  });

  it('refuses a buy-in above the balance or the per-user bet limit, and a fourth waiting battle', async () => {
    const poor = await newPlayer(kit, 50);
    expect(await refusedWith(createBattle(kit, poor, { ...valid, buyInCents: 1_00 }))).toMatchObject({
      key: 'USER.LOW_BALANCE',
    });
    const limited = await newPlayer(kit, 50_00);
    await em(kit).execute(`update users set bet_limit_cents = 200 where id = ?`, [limited.userId], 'run');
    expect(await refusedWith(createBattle(kit, limited, { ...valid, buyInCents: 3_00 }))).toEqual({
      key: 'BET.MAX_LIMIT',
      args: ['2.00'],
    });

    const busy = await newPlayer(kit, 50_00);
    const open = [];
    for (let i = 0; i < CRASH_BATTLE_RULES.maxOpenBattlesPerUser; i++) open.push(await createBattle(kit, busy, valid));
    expect(await refusedWith(createBattle(kit, busy, valid))).toMatchObject({ key: 'CRASH_BATTLE.CANNOT_CREATE' });
    expect(await balanceOf(kit, busy.userId)).toBe(50_00 - 3 * 1_00);
    await Promise.all(open.map((room) => room.leave()));
    expect(await balanceOf(kit, limited.userId)).toBe(50_00);
    expect(await balanceOf(kit, poor.userId)).toBe(50);
  });
});

describe('seats', () => {
  it(
    'join, already joined, full once running, private codes, not owner, cannot leave in the lock',
    { timeout: 60_000 },
    async () => {
      const [owner, second, third] = [
        await newPlayer(kit, 20_00),
        await newPlayer(kit, 20_00),
        await newPlayer(kit, 20_00),
      ];
      const ownerRoom = await createBattle(kit, owner, { seats: 3, rounds: 1, buyInCents: 1_00, isPrivate: true });
      const code = (await ownerRoom.waitForMessage('code', 5_000)) as { code: string };
      expect(code.code).toMatch(/^[A-Z2-9]{8}$/);

      const secondRoom = await watch(kit, ownerRoom.roomId, second);
      expect(await refusalOf(secondRoom, 'join', {})).toBe('CRASH_BATTLE.CODE_INVALID');
      expect(await refusalOf(secondRoom, 'join', { code: 'WRONG123' })).toBe('CRASH_BATTLE.CODE_INVALID');
      const seated = secondRoom.waitForMessage('seated', 5_000);
      secondRoom.send('join', { code: code.code.toLowerCase() });
      expect(await seated).toEqual({ seat: 1 });
      expect(await refusalOf(secondRoom, 'join', { code: code.code })).toBe('CRASH_BATTLE.ALREADY_JOINED');
      expect(await refusalOf(ownerRoom, 'join', { code: code.code })).toBe('CRASH_BATTLE.ALREADY_JOINED');
      expect(await refusalOf(secondRoom, 'callBots')).toBe('CRASH_BATTLE.NOT_OWNER');

      // The 30-second window (1.5 s here): nobody leaves right after sitting down.
      const lock = (await new Promise((resolve) => {
        secondRoom.onMessage('error', resolve);
        secondRoom.send('leave');
      })) as { error: { key: string; args: number[] } };
      expect(lock.error.key).toBe('CRASH_BATTLE.CANNOT_LEAVE');
      expect(lock.error.args[0]).toBeGreaterThan(0);
      secondRoom.onMessage('error', () => undefined);

      const spectator = await watch(kit, ownerRoom.roomId);
      expect(await refusalOf(spectator, 'join', { code: code.code })).toBe('GLOBAL.FORBIDDEN');
      expect(await refusalOf(spectator, 'cashOut')).toBe('GLOBAL.FORBIDDEN');

      const thirdJoin = await joinSeat(kit, ownerRoom.roomId, third, code.code);
      expect(thirdJoin.seat).toBe(2);
      await waitFor('running', () => ownerRoom.state.status === 'RUNNING');
      const late = await newPlayer(kit, 20_00);
      const lateRoom = await watch(kit, ownerRoom.roomId, late);
      expect(await refusalOf(lateRoom, 'join', { code: code.code })).toBe('CRASH_BATTLE.FULL');
      expect(await refusalOf(ownerRoom, 'callBots')).toBe('CRASH_BATTLE.FULL');
      expect(await balanceOf(kit, late.userId)).toBe(20_00);
      await Promise.all([
        ownerRoom.leave(),
        secondRoom.leave(),
        thirdJoin.room.leave(),
        spectator.leave(),
        lateRoom.leave(),
      ]);
    },
  );

  it('a full battle refuses the next player; malformed messages get GLOBAL.BAD_REQUEST and the room keeps going', async () => {
    const [a, b, c] = [await newPlayer(kit, 20_00), await newPlayer(kit, 20_00), await newPlayer(kit, 20_00)];
    const room = await createBattle(kit, a, { seats: 2, rounds: 1, buyInCents: 1_00, isPrivate: false });
    // Two joins race for the last seat: exactly one gets it, the other is told the battle is full.
    const first = await watch(kit, room.roomId, b);
    const second = await watch(kit, room.roomId, c);
    const replies = await Promise.all(
      [first, second].map(
        (r) =>
          new Promise<string>((resolve) => {
            r.onMessage('seated', () => resolve('seated'));
            r.onMessage('error', (e: { error: { key: string } }) => resolve(e.error.key));
            r.send('join', {});
          }),
      ),
    );
    expect(replies.sort()).toEqual(['CRASH_BATTLE.FULL', 'seated']);
    const bad = await watch(kit, room.roomId, a);
    expect(await refusalOf(bad, 'setAuto', { autoCashOutHundredths: 'x' })).toBe('GLOBAL.BAD_REQUEST');
    expect(await refusalOf(bad, 'join', { code: 5 })).toBe('GLOBAL.BAD_REQUEST');
    expect(await refusalOf(bad, 'nonsense', {})).toBe('GLOBAL.BAD_REQUEST');
    expect(await refusalOf(bad, 'setAuto', { autoCashOutHundredths: 100_001 })).toBe('CRASH.BAD_MULTIPLIER');
    await Promise.all([room.leave(), first.leave(), second.leave(), bad.leave()]);
  });

  it(
    'leaving a waiting battle after the lock refunds the buy-in; the last one out calls it off; then nobody can join',
    { timeout: 30_000 },
    async () => {
      const [a, b] = [await newPlayer(kit, 10_00), await newPlayer(kit, 10_00)];
      const room = await createBattle(kit, a, { seats: 3, rounds: 1, buyInCents: 2_00, isPrivate: false });
      const { room: bRoom } = await joinSeat(kit, room.roomId, b);
      await new Promise((resolve) => setTimeout(resolve, 1_600));
      const left = room.waitForMessage('left', 5_000);
      room.send('leave');
      expect(await left).toEqual({ refunded: true });
      expect(await balanceOf(kit, a.userId)).toBe(10_00);
      // The owner's role passed on: the remaining player may call bots now.
      await waitFor('new owner', () => bRoom.state.ownerId === b.userId);
      const bLeft = bRoom.waitForMessage('left', 5_000);
      bRoom.send('leave');
      await bLeft;
      await waitFor('called off', () => bRoom.state.status === 'CANCELLED');
      expect(await balanceOf(kit, b.userId)).toBe(10_00);
      expect(await refusalOf(bRoom, 'leave')).toBe('CRASH_BATTLE.CANNOT_LEAVE');
      // A called-off battle takes nobody.
      expect(await refusalOf(room, 'join', {})).toBe('CRASH_BATTLE.CANNOT_JOIN');
      await Promise.all([room.leave(), bRoom.leave()]);
    },
  );

  it('an unknown battle is not found', async () => {
    const sdk = new ColyseusSDK(`ws://127.0.0.1:${kit.port}`);
    await expect(sdk.joinById('00000000-0000-4000-8000-000000000000')).rejects.toThrow();
  });
});
