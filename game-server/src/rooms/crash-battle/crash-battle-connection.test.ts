import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AimedBattle,
  type BattleKit,
  type BattleSdkRoom,
  aimBattle,
  balanceOf,
  bootBattleKit,
  createBattle,
  joinSeat,
  newPlayer,
  refusalOf,
  serverBattle,
  waitFor,
  watch,
} from './testing/battle-test-kit';

let kit: BattleKit;
beforeAll(async () => {
  // Rounds separated by a visible countdown, so a test can act between them.
  kit = await bootBattleKit({ countdownMs: 600, crashedPauseMs: 300, noLeaveMs: 1_000 });
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

/**
 * The curves run on the wall clock and the crash points hang on the players' random ids: aiming every round into a
 * low band makes each battle short and about as long from run to run (1.03x-1.10x: 0.5-1.6 s of curve a round),
 * yet never a string of 1.00x rounds over before the drops and returns these tests play inside a running battle.
 */
const LOW_CRASH = 110;
const lowRounds = (x: AimedBattle) => x.crashPoints.every((c) => c >= 103 && c <= LOW_CRASH);

describe('auto-play and reconnection', () => {
  it(
    'a dropped player is played by auto-play at their preset and takes the seat back on reconnect',
    { timeout: 60_000 },
    async () => {
      const a = await newPlayer(kit, 10_00);
      const b = await newPlayer(kit, 10_00);
      const seats = [
        { bot: false, presetHundredths: 0 },
        { bot: false, presetHundredths: 105 },
      ];
      const aimed = aimBattle([a.userId, b.userId], seats, 3, (x) =>
        x.crashPoints.every((c) => c > 105 && c <= LOW_CRASH),
      );
      kit.nextSeed = aimed.serverSeed;
      const aRoom = await createBattle(kit, a, { seats: 2, rounds: 3, buyInCents: 1_00, isPrivate: false });
      await waitFor('seated', () => aRoom.state.seats[0]?.kind === 'PLAYER');
      const { room: bRoom } = await joinSeat(kit, aRoom.roomId, b);
      bRoom.send('setAuto', { autoCashOutHundredths: 105 });
      bRoom.reconnection.minUptime = 0;
      await waitFor('round 1 running', () => serverBattle(aRoom.roomId).state.roundPhase === 'RUNNING');

      // B's connection drops: the seat goes to auto-play at B's preset.
      const back = new Promise<void>((resolve) => bRoom.onReconnect(() => resolve()));
      bRoom.connection.close();
      await waitFor(
        'auto-play on',
        () => aRoom.state.seats[1]?.autoPlay === true && aRoom.state.seats[1]?.connected === false,
      );
      await back;
      await waitFor(
        'seat taken back',
        () => aRoom.state.seats[1]?.autoPlay === false && aRoom.state.seats[1]?.connected === true,
      );

      // A (no preset) loses the connection for good: auto-play's default target (2.00x) plays the rest.
      aRoom.reconnection.enabled = false;
      aRoom.connection.close();
      await waitFor('A on auto-play', () => bRoom.state.seats[0]?.autoPlay === true);
      await waitFor('finished', () => bRoom.state.status === 'FINISHED', 45_000);
      expect([...bRoom.state.seats[1]!.results]).toEqual([105, 105, 105]);
      expect(bRoom.state.winnerSeat).toBe(
        bRoom.state.seats[0]!.totalHundredths > 315 ? 0 : bRoom.state.seats[0]!.totalHundredths === 315 ? -1 : 1,
      );
      await bRoom.leave();
    },
  );

  it(
    'leaving a running battle after the lock hands the seat to auto-play; joining again takes it back',
    { timeout: 60_000 },
    async () => {
      const a = await newPlayer(kit, 10_00);
      const aimed = aimBattle(
        [a.userId, null],
        [
          { bot: false, presetHundredths: 0 },
          { bot: true, presetHundredths: 0 },
        ],
        3,
        lowRounds,
      );
      kit.nextSeed = aimed.serverSeed;
      const room = await createBattle(kit, a, { seats: 2, rounds: 3, buyInCents: 1_00, isPrivate: false });
      await waitFor('seated', () => room.state.seats[0]?.kind === 'PLAYER');
      room.send('callBots');
      await waitFor('running', () => room.state.status === 'RUNNING');
      expect(await refusalOf(room, 'leave')).toBe('CRASH_BATTLE.CANNOT_LEAVE');
      // The lock is counted on the server's clock from the seat's confirmation: wait for its end, not a guess of it.
      const lockedUntil = serverBattle(room.roomId).state.seats[0]!.lockedUntil;
      await waitFor('the lock over', () => Date.now() > lockedUntil);
      const left = room.waitForMessage('left', 5_000);
      room.send('leave');
      expect(await left).toEqual({ refunded: false });
      await waitFor('auto-play', () => room.state.seats[0]?.autoPlay === true);
      expect(await balanceOf(kit, a.userId)).toBe(9_00);
      const seated = room.waitForMessage('seated', 5_000);
      room.send('join', {});
      expect(await seated).toEqual({ seat: 0 });
      await waitFor('back in control', () => room.state.seats[0]?.autoPlay === false);
      await waitFor('finished', () => room.state.status === 'FINISHED', 45_000);
      await room.leave();
    },
  );

  it('a reloaded page (a fresh connection of the same player) reclaims the seat', { timeout: 60_000 }, async () => {
    const a = await newPlayer(kit, 10_00);
    const aimed = aimBattle(
      [a.userId, null],
      [
        { bot: false, presetHundredths: 0 },
        { bot: true, presetHundredths: 0 },
      ],
      2,
      lowRounds,
    );
    kit.nextSeed = aimed.serverSeed;
    const room = await createBattle(kit, a, { seats: 2, rounds: 2, buyInCents: 1_00, isPrivate: false });
    await waitFor('seated', () => room.state.seats[0]?.kind === 'PLAYER');
    room.send('callBots');
    await waitFor('running', () => room.state.status === 'RUNNING');
    room.reconnection.enabled = false;
    room.connection.close();
    await waitFor('auto-play', () => serverBattle(room.roomId).state.seats[0]?.autoPlay === true);
    const again = await watch(kit, room.roomId, a);
    await waitFor(
      'reclaimed',
      () => again.state.seats[0]?.autoPlay === false && again.state.seats[0]?.connected === true,
    );
    await waitFor('finished', () => again.state.status === 'FINISHED', 45_000);
    await again.leave();
  });
});

describe('spectators', () => {
  it('500 signed-out spectators each receive every round and the result', { timeout: 120_000 }, async () => {
    const a = await newPlayer(kit, 10_00);
    // Only what everyone sees matters here: any low crash points will do.
    const aimed = aimBattle(
      [a.userId, null],
      [
        { bot: false, presetHundredths: 102 },
        { bot: true, presetHundredths: 0 },
      ],
      2,
      (x) => x.crashPoints.every((c) => c <= LOW_CRASH),
    );
    kit.nextSeed = aimed.serverSeed;
    const owner = await createBattle(kit, a, {
      seats: 2,
      rounds: 2,
      buyInCents: 1_00,
      isPrivate: false,
      autoCashOutHundredths: 102,
    });
    await waitFor('seated', () => owner.state.seats[0]?.kind === 'PLAYER');
    const spectators: BattleSdkRoom[] = [];
    for (let i = 0; i < 500; i += 50)
      spectators.push(...(await Promise.all(Array.from({ length: 50 }, () => watch(kit, owner.roomId)))));
    // Each spectator records every crash it is told about.
    const seen = spectators.map((room) => {
      const crashes: number[] = [];
      room.onStateChange((state) => {
        if (state.crashPoints.length > crashes.length) crashes.push(...state.crashPoints.slice(crashes.length));
      });
      return crashes;
    });
    await waitFor('all counted', () => serverBattle(owner.roomId).state.spectators === 500);
    await waitFor('the count reaches the players', () => owner.state.spectators === 500);
    owner.send('callBots');
    await waitFor('everyone saw the end', () => spectators.every((s) => s.state.status === 'FINISHED'), 60_000);
    for (const crashes of seen) expect(crashes).toEqual(aimed.crashPoints);
    for (const s of spectators) {
      expect(s.state.winnerSeat).toBe(owner.state.winnerSeat);
      expect(s.state.seats.map((seat) => seat.totalHundredths)).toEqual(aimed.totals);
    }
    // Spectators cannot act.
    expect(await refusalOf(spectators[0]!, 'cashOut')).toBe('GLOBAL.FORBIDDEN');
    await Promise.all(spectators.map((s) => s.leave()));
    await owner.leave();
  });
});
