import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@arena/api';
import { CRASH_BATTLE_RULES, crashBattleBotTargets, verifyCrashBattle } from '@arena/schemas';
import {
  type BattleKit,
  aimBattle,
  balanceOf,
  bootBattleKit,
  createBattle,
  em,
  joinSeat,
  newPlayer,
  refusalOf,
  waitFor,
} from './testing/battle-test-kit';

let kit: BattleKit;
beforeAll(async () => {
  kit = await bootBattleKit();
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

const skinsOf = (userId: string) =>
  queryRows<{ price_cents: string; kind: string; status: string }>(
    em(kit),
    `select price_cents, kind, status from user_items where user_id = ?`,
    [userId],
  );

describe('bots', () => {
  it(
    'fill the empty seats when the owner calls them; their targets come from the seeds; a bot win keeps the pool with the house',
    { timeout: 60_000 },
    async () => {
      const owner = await newPlayer(kit, 10_00);
      // The owner plays at 1.01x every round; three bots; the seed is aimed so a bot wins.
      const seats = [
        { bot: false, presetHundredths: 101 },
        ...Array.from({ length: 3 }, () => ({ bot: true, presetHundredths: 0 })),
      ];
      const aimed = aimBattle(
        [owner.userId, null, null, null],
        seats,
        3,
        (a) => a.outcome.kind === 'WIN' && a.outcome.winnerSeat > 0,
      );
      kit.nextSeed = aimed.serverSeed;
      const room = await createBattle(kit, owner, {
        seats: 4,
        rounds: 3,
        buyInCents: 2_00,
        isPrivate: false,
        autoCashOutHundredths: 101,
      });
      await waitFor('seated', () => room.state.seats[0]?.kind === 'PLAYER');
      const houseBefore = await houseBalance();
      room.send('callBots');
      await waitFor('bots seated', () => room.state.seats.filter((s) => s.kind === 'BOT').length === 3);
      expect(room.state.clientSeed).toBe(`${owner.userId}:bot:bot:bot`);
      await waitFor('finished', () => room.state.status === 'FINISHED', 45_000);
      expect(room.state.seats.map((s) => s.totalHundredths)).toEqual(aimed.totals);
      expect(room.state.winnerSeat).toBe((aimed.outcome as { winnerSeat: number }).winnerSeat);
      expect(room.state.seats.map((s) => s.payoutCents)).toEqual([0, 0, 0, 0]);
      expect(await balanceOf(kit, owner.userId)).toBe(8_00);
      expect(await houseBalance()).toBe(houseBefore + 2_00);

      // Every bot result is its seeded target when the target came before the crash, else 0.
      const { serverSeed, clientSeed } = room.state;
      const check = verifyCrashBattle({
        serverSeed,
        serverSeedHash: room.state.serverSeedHash,
        clientSeed,
        seats: 4,
        crashPoints: [...room.state.crashPoints],
        bots: [1, 2, 3].map((seat) => ({
          seat,
          targets: [1, 2, 3].map((r) => crashBattleBotTargets(serverSeed, clientSeed, r, 4)[seat]!),
        })),
      });
      expect(check.ok).toBe(true);
      for (const seat of [1, 2, 3]) {
        const results = [...room.state.seats[seat]!.results];
        results.forEach((score, i) => {
          const target = crashBattleBotTargets(serverSeed, clientSeed, i + 1, 4)[seat]!;
          expect(target).toBeGreaterThanOrEqual(CRASH_BATTLE_RULES.botMinTargetHundredths);
          expect(target).toBeLessThanOrEqual(CRASH_BATTLE_RULES.botMaxTargetHundredths);
          expect(score).toBe(target < room.state.crashPoints[i]! ? target : 0);
        });
      }
      await room.leave();
    },
  );

  it(
    'a tie for the highest total is a draw: every player gets the buy-in back as skins, the remainder as balance',
    { timeout: 60_000 },
    async () => {
      const a = await newPlayer(kit, 30_00);
      const b = await newPlayer(kit, 30_00);
      // Both leave every round at the same target: equal totals whatever the curve does.
      const aimed = aimBattle(
        [a.userId, b.userId],
        [
          { bot: false, presetHundredths: 110 },
          { bot: false, presetHundredths: 110 },
        ],
        2,
      );
      kit.nextSeed = aimed.serverSeed;
      const room = await createBattle(kit, a, {
        seats: 2,
        rounds: 2,
        buyInCents: 12_34,
        isPrivate: false,
        autoCashOutHundredths: 110,
      });
      await waitFor('seated', () => room.state.seats[0]?.kind === 'PLAYER');
      const { room: bRoom } = await joinSeat(kit, room.roomId, b);
      bRoom.send('setAuto', { autoCashOutHundredths: 110 });
      await waitFor('finished', () => room.state.status === 'FINISHED', 45_000);
      expect(room.state.draw).toBe(true);
      expect(room.state.winnerSeat).toBe(-1);
      expect(room.state.seats.map((s) => s.payoutCents)).toEqual([12_34, 12_34]);
      for (const player of [a, b]) {
        const skins = await skinsOf(player.userId);
        const skinsCents = skins.reduce((sum, s) => sum + Number(s.price_cents), 0);
        expect(skins.length).toBeGreaterThan(0);
        expect(skins.every((s) => s.kind === 'REAL' && s.status === 'AVAILABLE')).toBe(true);
        expect(skinsCents).toBeLessThanOrEqual(12_34);
        // Nothing lost: what is left on the balance plus the skins is the starting balance.
        expect((await balanceOf(kit, player.userId)) + skinsCents).toBe(30_00);
      }
      await Promise.all([room.leave(), bRoom.leave()]);
    },
  );
});

describe('bots switched off', () => {
  it('answers CRASH_BATTLE.BOT_DISABLED', async () => {
    const off = await import('./testing/battle-test-kit').then((m) => m.bootBattleKit({ botsDisabled: true }));
    try {
      const owner = await newPlayer(off, 5_00);
      const room = await createBattle(off, owner, { seats: 2, rounds: 1, buyInCents: 1_00, isPrivate: false });
      await waitFor('seated', () => room.state.seats[0]?.kind === 'PLAYER');
      expect(await refusalOf(room, 'callBots')).toBe('CRASH_BATTLE.BOT_DISABLED');
      await room.leave();
    } finally {
      await off.close();
    }
  });
});

async function houseBalance(): Promise<number> {
  const [row] = await queryRows<{ balance: string }>(
    em(kit),
    `select sum(balance) as balance from accounts where kind = 'HOUSE'`,
  );
  return Number(row?.balance ?? 0);
}
