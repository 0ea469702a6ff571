import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@arena/api';
import {
  ROLL_SERVER_MESSAGES,
  type RollBalanceEvent,
  type RollBetPlacedEvent,
  rollBetKey,
  rollColourOfCell,
} from '@arena/schemas';
import { newTestPlayer } from '../../testing/room-test-server';
import {
  type RollKit,
  aimNextRoll,
  bootRollKit,
  closeRollBetting,
  joinRoll,
  nextRollError,
  serverRoll,
  waitFor,
  waitForRollPhase,
} from './testing/roll-test-kit';

let kit: RollKit;
beforeAll(async () => {
  kit = await bootRollKit();
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

const em = () => kit.db.orm.em.fork() as SqlEntityManager;
const real = async (userId: string) => (await kit.services.ledger.balances(userId)).realCents;

describe('roll room', () => {
  it(
    'takes bets on colours, shows them live to everyone, settles at the spin and pays winners when the strip lands',
    { timeout: 60_000 },
    async () => {
      await waitForRollPhase('WAITING');
      const cell = await aimNextRoll(kit.db.orm, (c) => rollColourOfCell(c) === 'red');
      const alice = await newTestPlayer(kit.services, 20_00, 'alice');
      const bob = await newTestPlayer(kit.services, 20_00, 'bob');
      const watcher = await joinRoll(kit.port);
      const [a, b] = await Promise.all([joinRoll(kit.port, alice.token), joinRoll(kit.port, bob.token)]);
      await waitFor('betting', () => a.state.phase === 'BETTING' && a.state.roundId !== '');
      const roundId = a.state.roundId;

      const placed = a.waitForMessage(ROLL_SERVER_MESSAGES.betPlaced) as Promise<RollBetPlacedEvent>;
      a.send('bet', { colour: 'red', source: 'REAL', amountCents: 2_00 });
      expect(await placed).toMatchObject({ roundId, colour: 'red', stakeCents: 2_00 });
      a.send('bet', { colour: 'red', source: 'REAL', amountCents: 1_00 });
      await a.waitForMessage(ROLL_SERVER_MESSAGES.betPlaced);
      a.send('bet', { colour: 'green', source: 'REAL', amountCents: 50 });
      await a.waitForMessage(ROLL_SERVER_MESSAGES.betPlaced);
      b.send('bet', { colour: 'black', source: 'REAL', amountCents: 5_00 });
      await b.waitForMessage(ROLL_SERVER_MESSAGES.betPlaced);
      expect(await real(alice.userId)).toBe(16_50);
      expect(await real(bob.userId)).toBe(15_00);

      // Every watcher sees each player's stake per colour with their name.
      await waitFor('bets shown', () => watcher.state.bets.size === 3);
      expect(watcher.state.bets.get(rollBetKey(alice.userId, 'red'))).toMatchObject({
        name: alice.name,
        colour: 'red',
        stakeCents: 3_00,
        status: 'PLAYING',
      });
      expect(watcher.state.bets.get(rollBetKey(alice.userId, 'green'))).toMatchObject({ stakeCents: 50 });
      expect(watcher.state.bets.get(rollBetKey(bob.userId, 'black'))).toMatchObject({
        name: bob.name,
        stakeCents: 5_00,
      });
      // The cell and hash stay on the server while betting is open.
      expect(watcher.state.cell).toBe(-1);
      expect(watcher.state.roundHash).toBe('');

      closeRollBetting();
      await waitFor('spinning', () => watcher.state.phase === 'SPINNING');
      expect(watcher.state.cell).toBe(cell);
      // Settled in one commit before the spin is shown.
      const bets = await queryRows<{ user_id: string; status: string; payout_cents: string }>(
        em(),
        `select user_id, status, payout_cents from bets where round_id = ? order by stake_cents`,
        [roundId],
      );
      expect(bets.map((x) => [x.user_id === alice.userId ? 'alice' : 'bob', x.status, Number(x.payout_cents)])).toEqual(
        [
          ['alice', 'SETTLED', 0],
          ['alice', 'SETTLED', 2_00],
          ['alice', 'SETTLED', 4_00],
          ['bob', 'SETTLED', 0],
        ],
      );
      const paid = a.waitForMessage(ROLL_SERVER_MESSAGES.balance, 10_000) as Promise<RollBalanceEvent>;
      await waitFor('result', () => watcher.state.phase === 'RESULT');
      expect((await paid).balanceCents).toBe(16_50 + 6_00);
      expect(watcher.state.bets.get(rollBetKey(alice.userId, 'red'))).toMatchObject({
        status: 'WON',
        payoutCents: 6_00,
      });
      expect(watcher.state.bets.get(rollBetKey(alice.userId, 'green'))).toMatchObject({
        status: 'LOST',
        payoutCents: 0,
      });
      expect(watcher.state.bets.get(rollBetKey(bob.userId, 'black'))).toMatchObject({ status: 'LOST' });
      expect(watcher.state.history[0]).toMatchObject({ roundId, cell, hash: watcher.state.roundHash, voided: false });
      expect(await real(alice.userId)).toBe(22_50);
      expect(await real(bob.userId)).toBe(15_00);

      // The next round opens by itself with the bets cleared.
      await waitFor('next round', () => watcher.state.phase === 'BETTING' && watcher.state.roundId !== roundId);
      expect(watcher.state.bets.size).toBe(0);
      expect(watcher.state.commitment).toBe(watcher.state.history[0]!.hash);
      await Promise.all([a.leave(), b.leave(), watcher.leave()]);
      await kit.services.ledger.assertInvariants();
    },
  );

  it(
    'refuses with catalogue keys: signed out, bad message, minimum, round limit, max win, balance, betting closed',
    { timeout: 60_000 },
    async () => {
      const rich = await newTestPlayer(kit.services, 500_00);
      const poor = await newTestPlayer(kit.services, 50);
      const guest = await joinRoll(kit.port);
      const [r, p] = await Promise.all([joinRoll(kit.port, rich.token), joinRoll(kit.port, poor.token)]);
      await waitFor(
        'betting',
        () => serverRoll().state.phase === 'BETTING' && serverRoll().state.bettingEndsAt - Date.now() > 600,
        20_000,
      );
      const refusal = async (room: typeof r, message: unknown) => {
        const error = nextRollError(room);
        room.send('bet', message);
        return (await error).error;
      };
      expect(await refusal(guest, { colour: 'red', source: 'REAL', amountCents: 1_00 })).toEqual({
        key: 'GLOBAL.FORBIDDEN',
        args: [],
      });
      expect(await refusal(r, { colour: 'blue', source: 'REAL', amountCents: 1_00 })).toEqual({
        key: 'GLOBAL.BAD_REQUEST',
        args: ['bet'],
      });
      expect(await refusal(r, { colour: 'red', source: 'SKINS', amountCents: 1_00 })).toEqual({
        key: 'GLOBAL.BAD_REQUEST',
        args: ['bet'],
      });
      expect(await refusal(r, { colour: 'red', source: 'REAL', amountCents: 5 })).toEqual({
        key: 'BET.MIN_LIMIT',
        args: ['0.10'],
      });
      expect(await refusal(r, { colour: 'green', source: 'REAL', amountCents: 150_00 })).toEqual({
        key: 'ROLL.MAX_WIN',
        args: ['2000.00'],
      });
      expect(await refusal(r, { colour: 'red', source: 'REAL', amountCents: 200_01 })).toEqual({
        key: 'ROLL.ROUND_LIMIT',
        args: ['200.00'],
      });
      expect(await refusal(p, { colour: 'red', source: 'REAL', amountCents: 1_00 })).toEqual({
        key: 'USER.LOW_BALANCE',
        args: [],
      });
      expect(await refusal(p, { colour: 'red', source: 'BONUS', amountCents: 10 })).toEqual({
        key: 'USER.LOW_BALANCE',
        args: [],
      });
      const unknown = nextRollError(r);
      r.send('cashOut', {});
      expect((await unknown).error.key).toBe('GLOBAL.BAD_REQUEST');
      closeRollBetting();
      await waitForRollPhase('SPINNING');
      expect(await refusal(r, { colour: 'red', source: 'REAL', amountCents: 1_00 })).toEqual({
        key: 'ROLL.BETTING_CLOSED',
        args: [],
      });
      // Nothing moved for any refusal.
      expect(await real(rich.userId)).toBe(500_00);
      expect(await real(poor.userId)).toBe(50);
      await Promise.all([guest.leave(), r.leave(), p.leave()]);
    },
  );
});
