import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ColyseusSDK } from '@colyseus/sdk';
import { queryRows } from '@arena/api';
import { CRASH_BATTLE_LOBBY_ROOM_NAME, type CrashBattleListing, crashBattleCrashPoint } from '@arena/schemas';
import {
  type BattleKit,
  aimBattle,
  balanceOf,
  bootBattleKit,
  createBattle,
  em,
  joinSeat,
  newPlayer,
  waitFor,
  watch,
} from './testing/battle-test-kit';

let kit: BattleKit;
beforeAll(async () => {
  kit = await bootBattleKit();
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

describe('a battle between two players', () => {
  it(
    'plays every round on one shared curve, scores cash-outs before the crash, and pays the whole pool to the winner',
    { timeout: 60_000 },
    async () => {
      const alice = await newPlayer(kit, 20_00);
      const bob = await newPlayer(kit, 20_00);
      // Alice leaves every round at 1.05x; Bob at 1.20x: the seed is aimed so Bob wins on totals.
      const seats = [
        { bot: false, presetHundredths: 105 },
        { bot: false, presetHundredths: 120 },
      ];
      const aimed = aimBattle(
        [alice.userId, bob.userId],
        seats,
        2,
        (a) => a.outcome.kind === 'WIN' && a.outcome.winnerSeat === 1,
      );
      kit.nextSeed = aimed.serverSeed;
      const owner = await createBattle(kit, alice, {
        seats: 2,
        rounds: 2,
        buyInCents: 5_00,
        isPrivate: false,
        autoCashOutHundredths: 105,
      });
      await waitFor('owner seated', () => owner.state.seats[0]?.kind === 'PLAYER');
      expect(owner.state).toMatchObject({
        status: 'WAITING',
        seatCount: 2,
        roundCount: 2,
        buyInCents: 5_00,
        serverSeed: '',
      });
      expect(owner.state.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(await balanceOf(kit, alice.userId)).toBe(15_00);

      const spectator = await watch(kit, owner.roomId);
      await waitFor('spectator counted', () => owner.state.spectators === 1);
      const { room: bobRoom, seat } = await joinSeat(kit, owner.roomId, bob);
      expect(seat).toBe(1);
      bobRoom.send('setAuto', { autoCashOutHundredths: 120 });
      expect(await balanceOf(kit, bob.userId)).toBe(15_00);

      await waitFor('finished', () => spectator.state.status === 'FINISHED', 45_000);
      const view = spectator.state;
      expect(view.clientSeed).toBe(`${alice.userId}:${bob.userId}`);
      expect([...view.crashPoints]).toEqual(aimed.crashPoints);
      expect(view.crashPoints.map((_, i) => crashBattleCrashPoint(view.serverSeed, view.clientSeed, i + 1))).toEqual(
        aimed.crashPoints,
      );
      expect(view.seats.map((s) => s.totalHundredths)).toEqual(aimed.totals);
      expect(view.winnerSeat).toBe(1);
      expect(view.draw).toBe(false);
      expect(view.seats.map((s) => s.payoutCents)).toEqual([0, 10_00]);
      await waitFor('paid', async () => (await balanceOf(kit, bob.userId)) === 25_00);
      expect(await balanceOf(kit, alice.userId)).toBe(15_00);
      const bets = await queryRows<{ user_id: string; status: string; payout_cents: string }>(
        em(kit),
        `select user_id, status, payout_cents from bets where round_id = ? order by payout_cents`,
        [view.battleId],
      );
      expect(bets.map((b) => [b.user_id, b.status, Number(b.payout_cents)])).toEqual([
        [alice.userId, 'SETTLED', 0],
        [bob.userId, 'SETTLED', 10_00],
      ]);
      await Promise.all([owner.leave(), bobRoom.leave(), spectator.leave()]);
    },
  );

  it('prices a manual cash-out on the server clock when it arrives', { timeout: 60_000 }, async () => {
    const alice = await newPlayer(kit, 20_00);
    const bob = await newPlayer(kit, 20_00);
    // One round that crashes between 1.20x and 1.50x; Bob plays it by hand, Alice never leaves.
    const aimed = aimBattle(
      [alice.userId, bob.userId],
      [
        { bot: false, presetHundredths: 0 },
        { bot: false, presetHundredths: 0 },
      ],
      1,
      (a) => a.crashPoints[0]! >= 120,
    );
    kit.nextSeed = aimed.serverSeed;
    const owner = await createBattle(kit, alice, { seats: 2, rounds: 1, buyInCents: 1_00, isPrivate: false });
    await waitFor('owner seated', () => owner.state.seats[0]?.kind === 'PLAYER');
    const { room: bobRoom } = await joinSeat(kit, owner.roomId, bob);
    await waitFor('curve running', () => bobRoom.state.roundPhase === 'RUNNING');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    bobRoom.send('cashOut');
    await waitFor('cashed out', () => (bobRoom.state.seats[1]?.cashOutHundredths ?? 0) > 0);
    const exit = bobRoom.state.seats[1]!.cashOutHundredths;
    // About 1 s into the curve (e^0.06 ≈ 1.06x), never past the crash.
    expect(exit).toBeGreaterThanOrEqual(105);
    expect(exit).toBeLessThan(aimed.crashPoints[0]!);
    await waitFor('finished', () => bobRoom.state.status === 'FINISHED', 30_000);
    expect(bobRoom.state.winnerSeat).toBe(1);
    expect([...bobRoom.state.seats[1]!.results]).toEqual([exit]);
    expect([...bobRoom.state.seats[0]!.results]).toEqual([0]);
    await Promise.all([owner.leave(), bobRoom.leave()]);
  });
});

describe('lobby', () => {
  it('lists open public battles live with seats, rounds and buy-in; private battles stay unlisted', async () => {
    const lobbySdk = new ColyseusSDK(`ws://127.0.0.1:${kit.port}`);
    const lobby = await lobbySdk.joinOrCreate(CRASH_BATTLE_LOBBY_ROOM_NAME);
    const listed = new Map<string, CrashBattleListing>();
    lobby.onMessage('rooms', (rooms: { roomId: string; metadata: CrashBattleListing }[]) => {
      for (const room of rooms) listed.set(room.roomId, room.metadata);
    });
    lobby.onMessage('+', ([roomId, room]: [string, { metadata: CrashBattleListing }]) =>
      listed.set(roomId, room.metadata),
    );
    lobby.onMessage('-', (roomId: string) => listed.delete(roomId));

    const carol = await newPlayer(kit, 20_00);
    const dave = await newPlayer(kit, 20_00);
    const open = await createBattle(kit, carol, { seats: 3, rounds: 4, buyInCents: 2_00, isPrivate: false });
    const hidden = await createBattle(kit, dave, { seats: 2, rounds: 1, buyInCents: 1_00, isPrivate: true });
    await waitFor('listed', () => listed.get(open.roomId)?.taken === 1);
    expect(listed.get(open.roomId)).toMatchObject({
      battleId: open.roomId,
      status: 'WAITING',
      seats: 3,
      taken: 1,
      rounds: 4,
      buyInCents: 2_00,
      ownerName: carol.name,
    });
    expect(listed.has(hidden.roomId)).toBe(false);

    await joinSeat(kit, open.roomId, dave);
    await waitFor('seat count follows', () => listed.get(open.roomId)?.taken === 2);

    // A spectator changes nothing the lobby lists, so no lobby hears of them (game-server/src/lobby-updates.ts: a
    // join was three Redis operations at two processes); the next seat taken is pushed again.
    const updates: number[] = [];
    lobby.onMessage('+', ([roomId, room]: [string, { metadata: CrashBattleListing }]) => {
      if (roomId === open.roomId) updates.push(room.metadata.taken);
    });
    const spectators = await Promise.all([watch(kit, open.roomId), watch(kit, open.roomId)]);
    await Promise.all(spectators.map((spectator) => spectator.leave()));
    const erin = await newPlayer(kit, 20_00);
    const erinSeat = await joinSeat(kit, open.roomId, erin);
    await waitFor('third seat listed', () => listed.get(open.roomId)?.taken === 3);
    // Lobby updates arrive in the order they were published: the first one after the spectators is the seat.
    expect(updates[0]).toBe(3);
    await erinSeat.room.leave();
    await Promise.all([open.leave(), hidden.leave(), lobby.leave()]);
  });
});
