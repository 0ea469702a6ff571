import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room as SdkRoom } from '@colyseus/sdk';
import { queryRows } from '@arena/api';
import { CRASH_SERVER_MESSAGES, type CrashCashedOutEvent, type CrashErrorEvent, payoutCents } from '@arena/schemas';
import {
  type CrashKit,
  aimNextRound,
  balanceOf,
  bootCrashKit,
  closeBetting,
  em,
  giveSkins,
  join,
  newPlayer,
  waitFor,
  waitForPhase,
} from './testing/crash-test-kit';

const BETTING_MS = 2500;
let kit: CrashKit;
beforeAll(async () => {
  // A window long enough for every refusal to be answered inside it on a loaded machine; the tests close it once
  // they are done with it. Crash points are aimed just above what a test needs: the curve runs on the wall clock.
  kit = await bootCrashKit({ bettingMs: BETTING_MS, crashedPauseMs: 150 });
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

/** Sends one message and answers the room's refusal of it. */
async function refusal(room: SdkRoom, type: string, message?: unknown): Promise<CrashErrorEvent['error']> {
  const answer = room.waitForMessage(CRASH_SERVER_MESSAGES.error, 10_000) as Promise<CrashErrorEvent>;
  room.send(type, message);
  return (await answer).error;
}

describe('crash room: every refusal has its catalogue key', () => {
  it('refuses bad bets and cash-outs while betting is open', async () => {
    await waitForPhase('classic', 'WAITING');
    await aimNextRound(kit, 'classic', (h) => h >= 115 && h <= 125);
    const [a, poor, limited, skinny, twice] = await Promise.all([
      newPlayer(kit, 10_00),
      newPlayer(kit, 1_00),
      newPlayer(kit, 10_00),
      newPlayer(kit, 0),
      newPlayer(kit, 10_00),
    ]);
    await em(kit).execute(`update users set bet_limit_cents = ? where id = ?`, [3_00, limited!.userId], 'run');
    const pricey = await giveSkins(kit, skinny!.userId, [150_00, 60_00]);
    const [bonusSkin] = await giveSkins(kit, skinny!.userId, [5_00], 'BONUS');
    const [othersSkin] = await giveSkins(kit, a!.userId, [5_00]);
    const spectator = await join(kit, 'classic');
    const [roomA, roomPoor, roomLimited, roomSkinny, roomTwice] = await Promise.all(
      [a, poor, limited, skinny, twice].map((p) => join(kit, 'classic', p!.token)),
    );
    await waitForPhase('classic', 'BETTING');

    expect(await refusal(roomA!, 'bet', { source: 'REAL', amountCents: 1_00, autoCashOutHundredths: 100 })).toEqual({
      key: 'CRASH.BAD_MULTIPLIER',
      args: ['1.01'],
    });
    expect(await refusal(roomA!, 'bet', { source: 'SKINS', itemIds: [] })).toEqual({
      key: 'CRASH.NO_SKIN_SELECTED',
      args: [],
    });
    expect(await refusal(roomA!, 'bet', { source: 'REAL', amountCents: 5 })).toEqual({
      key: 'BET.MIN_LIMIT',
      args: ['0.10'],
    });
    expect(await refusal(roomA!, 'bet', { source: 'GOLD', amountCents: 1_00 })).toEqual({
      key: 'GLOBAL.BAD_REQUEST',
      args: ['bet'],
    });
    expect(await refusal(roomA!, 'teleport', { x: 1 })).toEqual({ key: 'GLOBAL.BAD_REQUEST', args: ['teleport'] });
    // The client never names a multiplier; a cash-out carrying one is malformed.
    expect(await refusal(roomA!, 'cashOut', { multiplier: 5000 })).toEqual({
      key: 'GLOBAL.BAD_REQUEST',
      args: ['cashOut'],
    });

    expect(await refusal(roomPoor!, 'bet', { source: 'REAL', amountCents: 2_00 })).toEqual({
      key: 'USER.LOW_BALANCE',
      args: [],
    });
    expect(await refusal(roomLimited!, 'bet', { source: 'REAL', amountCents: 4_00 })).toEqual({
      key: 'BET.MAX_LIMIT',
      args: ['3.00'],
    });
    expect(await refusal(roomSkinny!, 'bet', { source: 'SKINS', itemIds: pricey })).toEqual({
      key: 'CRASH.ENTRY_AMOUNT_LIMIT',
      args: [200],
    });
    // Crash takes bonus skins (BONUS_STAKES), never mixed with real ones in one stake.
    expect(await refusal(roomSkinny!, 'bet', { source: 'SKINS', itemIds: [bonusSkin, pricey[1]] })).toEqual({
      key: 'INVENTORY.MIXED_KINDS',
      args: [],
    });
    expect(await refusal(roomSkinny!, 'bet', { source: 'SKINS', itemIds: [othersSkin] })).toEqual({
      key: 'INVENTORY.ITEM_LOCKED',
      args: [],
    });
    expect(await refusal(spectator, 'bet', { source: 'REAL', amountCents: 1_00 })).toEqual({
      key: 'GLOBAL.FORBIDDEN',
      args: [],
    });
    expect(await refusal(spectator, 'cashOut')).toEqual({ key: 'CRASH.WITHDRAW_WITHOUT_PLAY', args: [] });

    const placed = roomTwice!.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced);
    const second = roomTwice!.waitForMessage(CRASH_SERVER_MESSAGES.error) as Promise<CrashErrorEvent>;
    roomTwice!.send('bet', { source: 'REAL', amountCents: 1_00 });
    roomTwice!.send('bet', { source: 'REAL', amountCents: 2_00 });
    await placed;
    expect((await second).error).toEqual({ key: 'CRASH.ALREADY_IN_GAME', args: [] });
    expect(await balanceOf(kit, twice!.userId)).toBe(9_00);
    // In the round but the curve has not started: nothing to cash out yet.
    expect(await refusal(roomTwice!, 'cashOut')).toEqual({ key: 'CRASH.WITHDRAW_WITHOUT_PLAY', args: [] });
    closeBetting('classic', BETTING_MS);

    await waitForPhase('classic', 'RUNNING');
    expect(await refusal(roomA!, 'bet', { source: 'REAL', amountCents: 1_00 })).toEqual({
      key: 'CRASH.GAME_STARTED',
      args: [],
    });
    expect(await refusal(roomA!, 'cashOut')).toEqual({ key: 'CRASH.WITHDRAW_WITHOUT_PLAY', args: [] });
    // Nothing refused moved money or skins.
    expect(await balanceOf(kit, a!.userId)).toBe(10_00);
    expect(await balanceOf(kit, poor!.userId)).toBe(1_00);
    const skins = await queryRows<{ status: string }>(em(kit), `select status from user_items where user_id = ?`, [
      skinny!.userId,
    ]);
    expect(skins.map((s) => s.status)).toEqual(['AVAILABLE', 'AVAILABLE', 'AVAILABLE']);
    await Promise.all([spectator, roomA, roomPoor, roomLimited, roomSkinny, roomTwice].map((r) => r!.leave()));
  });

  it('a skin bet stakes the skins at catalogue value; a win consumes them and pays the balance', async () => {
    await waitForPhase('classic', 'WAITING', 30_000);
    await aimNextRound(kit, 'classic', (h) => h >= 111 && h <= 120);
    const player = await newPlayer(kit, 0);
    const skins = await giveSkins(kit, player.userId, [30_00, 20_00]);
    const room = await join(kit, 'classic', player.token);
    await waitForPhase('classic', 'BETTING');
    room.send('bet', { source: 'SKINS', itemIds: skins, autoCashOutHundredths: 110 });
    expect(await room.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced)).toMatchObject({ stakeCents: 50_00 });
    closeBetting('classic', BETTING_MS);
    const locked = await queryRows<{ status: string }>(em(kit), `select status from user_items where user_id = ?`, [
      player.userId,
    ]);
    expect(locked.map((s) => s.status)).toEqual(['IN_BET', 'IN_BET']);
    const exit = (await room.waitForMessage(CRASH_SERVER_MESSAGES.cashedOut, 15_000)) as CrashCashedOutEvent;
    expect(exit).toMatchObject({ hundredths: 110, payoutCents: payoutCents(50_00, 110), reason: 'AUTO' });
    await waitFor('paid to the balance', async () => (await balanceOf(kit, player.userId)) === 55_00);
    const consumed = await queryRows<{ status: string }>(em(kit), `select status from user_items where user_id = ?`, [
      player.userId,
    ]);
    expect(consumed.map((s) => s.status)).toEqual(['CONSUMED', 'CONSUMED']);
    await room.leave();
  });

  it('a bonus-balance bet is paid back to the bonus balance', async () => {
    await waitForPhase('classic', 'WAITING', 30_000);
    await aimNextRound(kit, 'classic', (h) => h >= 116 && h <= 125);
    const player = await newPlayer(kit, 0);
    await kit.services.ledger.deposit({
      userId: player.userId,
      amountCents: 4_00,
      key: `bonus-${player.userId}`,
      bonus: true,
    });
    const room = await join(kit, 'classic', player.token);
    await waitForPhase('classic', 'BETTING');
    room.send('bet', { source: 'BONUS', amountCents: 4_00, autoCashOutHundredths: 115 });
    expect(await room.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced)).toMatchObject({ stakeCents: 4_00 });
    closeBetting('classic', BETTING_MS);
    await room.waitForMessage(CRASH_SERVER_MESSAGES.cashedOut, 15_000);
    await waitFor('bonus paid', async () => (await kit.services.ledger.balances(player.userId)).bonusCents === 4_60);
    expect(await balanceOf(kit, player.userId)).toBe(0);
    await room.leave();
  });

  it('a bonus-skin bet is consumed and its winnings are paid to the bonus balance', async () => {
    await waitForPhase('classic', 'WAITING', 30_000);
    await aimNextRound(kit, 'classic', (h) => h >= 111 && h <= 120);
    const player = await newPlayer(kit, 0);
    const [skin] = await giveSkins(kit, player.userId, [10_00], 'BONUS');
    const room = await join(kit, 'classic', player.token);
    await waitForPhase('classic', 'BETTING');
    room.send('bet', { source: 'SKINS', itemIds: [skin], autoCashOutHundredths: 110 });
    expect(await room.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced)).toMatchObject({ stakeCents: 10_00 });
    closeBetting('classic', BETTING_MS);
    await room.waitForMessage(CRASH_SERVER_MESSAGES.cashedOut, 15_000);
    await waitFor(
      'bonus paid',
      async () => (await kit.services.ledger.balances(player.userId)).bonusCents === payoutCents(10_00, 110),
    );
    expect(await balanceOf(kit, player.userId)).toBe(0);
    const consumed = await queryRows<{ status: string }>(em(kit), `select status from user_items where user_id = ?`, [
      player.userId,
    ]);
    expect(consumed.map((s) => s.status)).toEqual(['CONSUMED']);
    await kit.services.ledger.assertInvariants();
    await room.leave();
  });
});
