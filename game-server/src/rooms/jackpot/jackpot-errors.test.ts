import { ColyseusSDK } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type JackpotKit,
  bootJackpotKit,
  em,
  enter,
  giveSkins,
  joinPot,
  newPlayer,
  refusalOf,
  skinPriced,
  waitFor,
} from './testing/jackpot-test-kit';

let kit: JackpotKit;
beforeAll(async () => {
  // A long spin, so an entry can arrive while the pot is being drawn.
  // Refusals are sent back to back here; the per-second message cap is not what this file tests.
  kit = await bootJackpotKit({ countdownMs: 300, spinMs: 3_000, resultMs: 100, maxMessagesPerSecond: 100 });
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

describe('every jackpot refusal has its catalogue key', () => {
  it(
    'refuses bad messages, guests, bonus and unwithdrawable skins, limits, foreign and locked skins',
    { timeout: 30_000 },
    async () => {
      const alice = await newPlayer(kit.services);
      const room = await joinPot(kit.port, alice);
      const guest = await joinPot(kit.port);
      await waitFor('pot open', () => room.state.roundId !== '');
      const s = kit.services;
      const [mid] = await giveSkins(s, alice.userId, [skinPriced(5_00, 20_00).id]);
      expect(await refusalOf(guest, 'enter', { itemIds: [mid] })).toBe('GLOBAL.FORBIDDEN');
      expect(await refusalOf(room, 'enter', { itemIds: 'all' })).toBe('GLOBAL.BAD_REQUEST');
      expect(await refusalOf(room, 'enter', { itemIds: [mid], extra: 1 })).toBe('GLOBAL.BAD_REQUEST');
      expect(await refusalOf(room, 'enter', { itemIds: [] })).toBe('GLOBAL.BAD_REQUEST');
      expect(await refusalOf(room, 'cashOut', {})).toBe('GLOBAL.BAD_REQUEST');
      expect(await refusalOf(room, 'time', { clientTime: 'now' })).toBe('GLOBAL.BAD_REQUEST');
      expect(
        await refusalOf(room, 'enter', {
          itemIds: await giveSkins(s, alice.userId, [skinPriced(1_00, 5_00).id], 'BONUS'),
        }),
      ).toBe('BET.BONUS_NOT_ALLOWED');
      expect(
        await refusalOf(room, 'enter', {
          itemIds: await giveSkins(s, alice.userId, [skinPriced(1_00, 5_00).id], 'REAL', true),
        }),
      ).toBe('BET.UNWITHDRAWABLE_IN_DROPZONE');
      expect(await refusalOf(room, 'enter', { itemIds: await giveSkins(s, alice.userId, [skinPriced(1, 9).id]) })).toBe(
        'BET.MIN_LIMIT',
      );
      const dear = skinPriced(110_00, 199_00).id;
      expect(await refusalOf(room, 'enter', { itemIds: await giveSkins(s, alice.userId, [dear, dear]) })).toBe(
        'BET.MAX_LIMIT',
      );
      expect(
        await refusalOf(room, 'enter', {
          itemIds: await giveSkins(s, alice.userId, Array(11).fill(skinPriced(10, 50).id) as number[]),
        }),
      ).toBe('JACKPOT.MAX_SKINS');
      expect(await refusalOf(room, 'enter', { itemIds: ['00000000-0000-4000-8000-000000000000'] })).toBe(
        'INVENTORY.BAD_ID',
      );
      const bob = await newPlayer(kit.services);
      const [bobs] = await giveSkins(s, bob.userId, [skinPriced(1_00, 5_00).id]);
      expect(await refusalOf(room, 'enter', { itemIds: [bobs] })).toBe('INVENTORY.BAD_ID');

      // The player's own jackpot limit counts every entry of the round.
      await em(s).execute(`update users set bet_jackpot_limit_cents = 2500 where id = ?`, [alice.userId], 'run');
      await enter(room, [mid!]);
      expect(await refusalOf(room, 'enter', { itemIds: [mid] })).toBe('INVENTORY.ITEM_LOCKED');
      const [more] = await giveSkins(s, alice.userId, [skinPriced(20_00, 40_00).id]);
      const limit = room.waitForMessage('error', 10_000) as Promise<{ error: { key: string; args: unknown[] } }>;
      room.send('enter', { itemIds: [more] });
      expect((await limit).error).toEqual({ key: 'BET.MAX_LIMIT', args: ['25.00'] });

      // While the pot is drawn, entries wait for the next round.
      const bobRoom = await joinPot(kit.port, bob);
      await enter(bobRoom, [bobs!]);
      await waitFor('spinning', () => room.state.status === 'SPINNING' && room.state.winnerUserId !== '', 10_000);
      const [late] = await giveSkins(s, bob.userId, [skinPriced(1_00, 5_00).id]);
      expect(await refusalOf(bobRoom, 'enter', { itemIds: [late] })).toBe('CRASH.GAME_STARTED');
      for (const r of [room, guest, bobRoom]) await r.leave();
    },
  );

  it('refuses a client that tries to open a second pot', async () => {
    const sdk = new ColyseusSDK(`ws://127.0.0.1:${kit.port}`);
    await expect(sdk.create('jackpot', {})).rejects.toThrow('GLOBAL.FORBIDDEN');
    await expect(sdk.create('jackpot', { bootKey: 'guess' })).rejects.toThrow('GLOBAL.FORBIDDEN');
  });
});
