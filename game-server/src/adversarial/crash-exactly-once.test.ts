import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '@arena/api';
import { CRASH_SERVER_MESSAGES, isErrorKey } from '@arena/schemas';
import {
  type CrashKit,
  aimNextRound,
  balanceOf,
  bootCrashKit,
  closeBetting,
  join,
  newPlayer,
  serverRoom,
  waitFor,
  waitForPhase,
} from '../rooms/crash/testing/crash-test-kit';

/**
 * Exactly-once for the crash room's money messages: one player in 10 tabs sends 5 bets each at once,
 * then 5 cash-outs each (50 of each, under the per-socket message cap): one bet is placed, one payout is made.
 */
let kit: CrashKit;
const BETTING_MS = 12_000;
beforeAll(async () => {
  // The first tab's join opens betting: the window outlasts nine more joins and 50 bets on a loaded machine.
  kit = await bootCrashKit({ bettingMs: BETTING_MS, crashedPauseMs: 1500 });
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

const TABS = 10;
const PER_TAB = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it(
  '50 bets and 50 cash-outs of one player from 10 tabs: one stake taken, one payout made',
  { timeout: 90_000 },
  async () => {
    await waitForPhase('classic', 'WAITING', 30_000);
    // 1.20x-1.60x: 3-8 s of flight, ample for cash-outs sent 300 ms in, short enough not to wait on the curve.
    await aimNextRound(kit, 'classic', (h) => h >= 120 && h <= 160);
    const player = await newPlayer(kit, 20_00);
    const tabs = [];
    for (let i = 0; i < TABS; i++) tabs.push(await join(kit, 'classic', player.token));
    const refusals: string[] = [];
    let placed = 0;
    let cashed = 0;
    for (const tab of tabs) {
      tab.onMessage(CRASH_SERVER_MESSAGES.error, (event: { error: { key: string } }) => refusals.push(event.error.key));
      tab.onMessage(CRASH_SERVER_MESSAGES.betPlaced, () => (placed += 1));
      tab.onMessage(CRASH_SERVER_MESSAGES.cashedOut, () => (cashed += 1));
      tab.onMessage(CRASH_SERVER_MESSAGES.balance, () => undefined);
      tab.onMessage(CRASH_SERVER_MESSAGES.time, () => undefined);
    }
    await waitForPhase('classic', 'BETTING');
    const roundId = serverRoom('classic').state.roundId;
    for (const tab of tabs) for (let i = 0; i < PER_TAB; i++) tab.send('bet', { source: 'REAL', amountCents: 3_00 });
    // Every bet message is answered: one placed (heard by every tab of the player), the other 49 refused while the
    // window is still open. Then the window is closed instead of waited out.
    await waitFor('every bet answered', () => placed > 0 && refusals.length === TABS * PER_TAB - 1, 20_000);
    expect(new Set(refusals)).toEqual(new Set(['CRASH.ALREADY_IN_GAME']));
    expect(serverRoom('classic').state.bets.get(player.userId)).toBeDefined();
    closeBetting('classic', BETTING_MS);
    await waitForPhase('classic', 'RUNNING', 20_000);
    expect(await balanceOf(kit, player.userId)).toBe(17_00);

    await sleep(300);
    for (const tab of tabs) for (let i = 0; i < PER_TAB; i++) tab.send('cashOut');
    await waitForPhase('classic', 'CRASHED', 60_000);
    await sleep(500);

    const em = kit.db.orm.em.fork() as SqlEntityManager;
    const bets = await queryRows<{ id: string; status: string; payout_cents: string }>(
      em,
      `select id, status, payout_cents from bets where round_id = ? and user_id = ?`,
      [roundId, player.userId],
    );
    expect(bets).toHaveLength(1);
    expect(bets[0]!.status).toBe('SETTLED');
    const payout = Number(bets[0]!.payout_cents);
    expect(payout).toBeGreaterThan(3_00);
    const endings = await queryRows<{ n: number | string }>(
      em,
      `select count(*) as n from ledger_transfers where bet_id = ? and operation in ('BET_SETTLE', 'BET_REFUND')`,
      [bets[0]!.id],
    );
    expect(Number(endings[0]!.n)).toBe(1);
    expect(await balanceOf(kit, player.userId)).toBe(17_00 + payout);
    // The tab that cashed out heard it; every refusal is a catalogue key.
    expect(cashed).toBeGreaterThanOrEqual(1);
    for (const key of refusals) expect(isErrorKey(key), key).toBe(true);
    await Promise.all(tabs.map((tab) => tab.leave()));
  },
);
