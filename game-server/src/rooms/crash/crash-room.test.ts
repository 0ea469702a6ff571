import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SqlEntityManager } from '@mikro-orm/sql';
import { queryRows } from '@arena/api';
import {
  CRASH_SERVER_MESSAGES,
  type CrashCashedOutEvent,
  multiplierHundredthsAtMs,
  payoutCents,
  sha256OfText,
} from '@arena/schemas';
import {
  type CrashKit,
  aimNextRound,
  balanceOf,
  bootCrashKit,
  closeBetting,
  join,
  newPlayer,
  runOutTimer,
  serverRoom,
  waitFor,
  waitForPhase,
} from './testing/crash-test-kit';

const BETTING_MS = 2500;
const PAUSE_MS = 1500;
let kit: CrashKit;
beforeAll(async () => {
  // A betting window long enough for a bet sent right after BETTING to arrive on a loaded machine (several suites
  // share two cores in CI); a shorter one made bets miss the window and the tests wait for events that never come.
  // The crashed pause must outlast a message's trip on a loaded machine: a test sends a late cash-out once it sees
  // CRASHED, and with 150 ms the next round had sometimes opened before it arrived (seen in CI).
  // Neither is waited out: a test closes the window once its bets are in, and the next test ends the pause.
  // Crash points are aimed just above what a test needs, as the curve itself runs on the wall clock.
  kit = await bootCrashKit({
    bettingMs: BETTING_MS,
    crashedPauseMs: PAUSE_MS,
    maxWinCents: 20_00,
    bankrollCapCents: 30_00,
  });
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each test starts with nobody in the room (the last test's pause cut short) and the next round aimed at a known crash point. */
async function freshRound(wanted: (hundredths: number) => boolean): Promise<number> {
  await waitFor(
    'phase WAITING',
    () => serverRoom('classic').state.phase === 'WAITING' || (runOutTimer('classic', PAUSE_MS) && false),
    30_000,
  );
  return aimNextRound(kit, 'classic', wanted);
}

async function betStatuses(roundId: string) {
  const em = kit.db.orm.em.fork() as SqlEntityManager;
  return queryRows<{ user_id: string; status: string; payout_cents: string | null }>(
    em,
    `select user_id, status, payout_cents from bets where round_id = ?`,
    [roundId],
  );
}

describe('crash room: bets and cash-outs', () => {
  it('a cash-out pays the stake times the multiplier of the server clock when it arrived', async () => {
    const crashPoint = await freshRound((h) => h >= 118 && h <= 130);
    const player = await newPlayer(kit, 10_00);
    const room = await join(kit, 'classic', player.token);
    await waitForPhase('classic', 'BETTING');
    const commitment = serverRoom('classic').state.commitment;
    const placed = room.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced);
    const balance = room.waitForMessage(CRASH_SERVER_MESSAGES.balance);
    room.send('bet', { source: 'REAL', amountCents: 5_00 });
    expect(await placed).toMatchObject({ stakeCents: 5_00 });
    expect(await balance).toEqual({ balanceCents: 5_00, bonusBalanceCents: 0 });
    closeBetting('classic', BETTING_MS);

    await waitForPhase('classic', 'RUNNING');
    const startedAt = serverRoom('classic').state.startedAt;
    // Well above 1.00x, and 2 s before the earliest crash aimed at (1.18x at 2.76 s).
    await sleep(700);
    const cashed = room.waitForMessage(CRASH_SERVER_MESSAGES.cashedOut) as Promise<CrashCashedOutEvent>;
    const sentAt = Date.now();
    room.send('cashOut');
    const event = await cashed;
    const answeredAt = Date.now();
    expect(event.reason).toBe('MANUAL');
    expect(event.hundredths).toBeGreaterThanOrEqual(multiplierHundredthsAtMs(sentAt - startedAt - 5));
    expect(event.hundredths).toBeLessThanOrEqual(multiplierHundredthsAtMs(answeredAt - startedAt + 5));
    expect(event.hundredths).toBeLessThan(crashPoint);
    expect(event.payoutCents).toBe(payoutCents(5_00, event.hundredths));
    await waitFor(
      'payout in the balance',
      async () => (await balanceOf(kit, player.userId)) === 5_00 + event.payoutCents,
    );

    await waitForPhase('classic', 'CRASHED');
    await waitFor('crash patch', () => room.state.phase === 'CRASHED');
    expect(room.state.crashPointHundredths).toBe(crashPoint);
    expect(sha256OfText(room.state.roundHash)).toBe(commitment);
    expect(room.state.history[0]).toMatchObject({
      crashPointHundredths: crashPoint,
      hash: room.state.roundHash,
      voided: false,
    });
    expect(room.state.bets.get(player.userId)).toMatchObject({
      status: 'CASHED_OUT',
      cashOutHundredths: event.hundredths,
      payoutCents: event.payoutCents,
    });
    const again = room.waitForMessage(CRASH_SERVER_MESSAGES.error);
    room.send('cashOut');
    expect(await again).toEqual({ error: { key: 'CRASH.WITHDRAW_WITHOUT_PLAY', args: [] }, action: 'cashOut' });
    await room.leave();
  });

  it('auto-take pays exactly its target when the crash point is above it; at or above the crash it loses', async () => {
    const crashPoint = await freshRound((h) => h >= 121 && h <= 130);
    const early = await newPlayer(kit, 10_00);
    const greedy = await newPlayer(kit, 10_00);
    const idle = await newPlayer(kit, 10_00);
    const rooms = await Promise.all([early, greedy, idle].map((p) => join(kit, 'classic', p.token)));
    await waitForPhase('classic', 'BETTING');
    const roundId = serverRoom('classic').state.roundId;
    const [earlyRoom, greedyRoom, idleRoom] = rooms as [(typeof rooms)[0], (typeof rooms)[0], (typeof rooms)[0]];
    earlyRoom.send('bet', { source: 'REAL', amountCents: 3_33, autoCashOutHundredths: 120 });
    greedyRoom.send('bet', { source: 'REAL', amountCents: 2_00, autoCashOutHundredths: crashPoint });
    idleRoom.send('bet', { source: 'REAL', amountCents: 1_00 });
    await Promise.all(rooms.map((r) => r.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced)));
    closeBetting('classic', BETTING_MS);
    const auto = (await earlyRoom.waitForMessage(CRASH_SERVER_MESSAGES.cashedOut, 15_000)) as CrashCashedOutEvent;
    expect(auto).toEqual({ roundId, hundredths: 120, payoutCents: payoutCents(3_33, 120), reason: 'AUTO' });

    await waitForPhase('classic', 'CRASHED');
    const late = idleRoom.waitForMessage(CRASH_SERVER_MESSAGES.error);
    idleRoom.send('cashOut');
    expect((await late).error.key).toBe('CRASH.WITHDRAW_AFTER_CRASH');
    await waitFor('bets settled', async () => (await betStatuses(roundId)).every((b) => b.status === 'SETTLED'));
    const settled = new Map((await betStatuses(roundId)).map((b) => [b.user_id, Number(b.payout_cents)]));
    expect(Object.fromEntries(settled)).toEqual({ [early.userId]: 3_99, [greedy.userId]: 0, [idle.userId]: 0 });
    expect(await balanceOf(kit, early.userId)).toBe(10_00 - 3_33 + 3_99);
    expect(await balanceOf(kit, greedy.userId)).toBe(8_00);
    expect(await balanceOf(kit, idle.userId)).toBe(9_00);
    await waitFor('lost shown', () => idleRoom.state.bets.get(idle.userId)?.status === 'LOST');
    await Promise.all(rooms.map((r) => r.leave()));
  });

  it('reaching the max win cashes the player out at once', async () => {
    await freshRound((h) => h >= 121 && h <= 130);
    const whale = await newPlayer(kit, 200_00);
    const room = await join(kit, 'classic', whale.token);
    await waitForPhase('classic', 'BETTING');
    room.send('bet', { source: 'REAL', amountCents: 100_00 });
    await room.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced);
    closeBetting('classic', BETTING_MS);
    const exit = (await room.waitForMessage(CRASH_SERVER_MESSAGES.cashedOut, 15_000)) as CrashCashedOutEvent;
    // Max win 20.00 of profit on a 100.00 stake is reached at 1.20×.
    expect(exit).toMatchObject({ hundredths: 120, payoutCents: 120_00, reason: 'MAX_WIN' });
    await waitFor('paid', async () => (await balanceOf(kit, whale.userId)) === 220_00);
    await room.leave();
  });

  it('the bankroll cap force-cashes everyone still in when the house would lose more than the cap', async () => {
    await freshRound((h) => h >= 116 && h <= 125);
    const players = [await newPlayer(kit, 100_00), await newPlayer(kit, 100_00)];
    const rooms = await Promise.all(players.map((p) => join(kit, 'classic', p.token)));
    await waitForPhase('classic', 'BETTING');
    for (const room of rooms) room.send('bet', { source: 'REAL', amountCents: 100_00 });
    await Promise.all(rooms.map((r) => r.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced)));
    closeBetting('classic', BETTING_MS);
    // Two 100.00 stakes lose the house 30.00 (the cap) at 1.15×.
    const exits = (await Promise.all(
      rooms.map((r) => r.waitForMessage(CRASH_SERVER_MESSAGES.cashedOut, 15_000)),
    )) as CrashCashedOutEvent[];
    for (const exit of exits) expect(exit).toMatchObject({ hundredths: 115, payoutCents: 115_00, reason: 'BANKROLL' });
    await Promise.all(rooms.map((r) => r.leave()));
  });

  it('a round crashing at 1.00× takes every stake', async () => {
    await freshRound((h) => h === 100);
    const player = await newPlayer(kit, 10_00);
    const room = await join(kit, 'classic', player.token);
    await waitForPhase('classic', 'BETTING');
    room.send('bet', { source: 'REAL', amountCents: 2_00, autoCashOutHundredths: 101 });
    await room.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced);
    closeBetting('classic', BETTING_MS);
    await waitForPhase('classic', 'CRASHED');
    const refused = room.waitForMessage(CRASH_SERVER_MESSAGES.error);
    room.send('cashOut');
    expect((await refused).error.key).toBe('CRASH.WITHDRAW_AFTER_CRASH');
    await waitFor(
      'lost',
      async () =>
        (await balanceOf(kit, player.userId)) === 8_00 &&
        serverRoom('classic').state.bets.get(player.userId)?.status === 'LOST',
    );
    await room.leave();
  });
});
