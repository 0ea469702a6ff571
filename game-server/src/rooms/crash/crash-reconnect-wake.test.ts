import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CrashKit,
  aimNextRound,
  bootCrashKit,
  join,
  serverRoom,
  waitFor,
  waitForPhase,
} from './testing/crash-test-kit';

let kit: CrashKit;
const RESUME_MS = 4_000;
beforeAll(async () => {
  kit = await bootCrashKit({ bettingMs: 1000, crashedPauseMs: 150 });
});
afterAll(async () => {
  await kit.close();
});

/**
 * The only watcher's connection drops: with nobody left the room stops opening rounds (WAITING). The SDK then
 * resumes the same session, which calls no `onJoin`; the room must wake for it all the same, or that page stays on
 * its last round and its "recent crashes" never move again. The round it wakes for is aimed at a low crash point:
 * a chain link drawn at random could fly for minutes (5x takes 27 s of curve) and outlast the test.
 */
describe('crash room and a resumed session', () => {
  it('opens rounds again when its only watcher comes back on the same session', async () => {
    await waitForPhase('classic', 'WAITING', 30_000);
    // The round the join opens crashes at once (1.00x-1.05x, under 1 s of curve), so the room falls idle soon after
    // the drop.
    await aimNextRound(kit, 'classic', (hundredths) => hundredths <= 105);
    const room = await join(kit, 'classic');
    room.reconnection.minUptime = 0;
    // Resume only after the room has had time to fall idle (a real network comes back when it comes back): the
    // rest of the 1 s window, under 1 s of curve and the 150 ms pause, with margin for a loaded machine.
    room.reconnection.minDelay = RESUME_MS;
    room.reconnection.maxDelay = RESUME_MS;
    await waitForPhase('classic', 'BETTING');
    const sessionId = room.sessionId;
    let resumed = false;
    const back = new Promise<void>((resolve) => room.onReconnect(() => resolve()));
    void back.then(() => (resumed = true));
    room.connection.close();
    await waitFor(
      'the room sees the drop',
      () => !serverRoom('classic').clients.some((client) => client.sessionId === sessionId),
    );
    await waitForPhase('classic', 'WAITING', 10_000);
    // While the room is idle and before the session comes back, so the woken round is this one (1.10x-1.20x).
    await aimNextRound(kit, 'classic', (hundredths) => hundredths >= 110 && hundredths <= 120);
    expect(resumed).toBe(false);
    await back;
    expect(room.sessionId).toBe(sessionId);

    const seenBefore = room.state.history.length > 0 ? room.state.history[0]!.roundId : '';
    await waitForPhase('classic', 'BETTING', 10_000);
    await waitForPhase('classic', 'CRASHED', 30_000);
    const crashed = serverRoom('classic').state.roundId;
    // The resumed page sees the new round finish and head its history strip.
    await waitFor('the new round in the resumed history', () => room.state.history[0]?.roundId === crashed, 10_000);
    expect(crashed).not.toBe(seenBefore);
    await room.leave();
  }, 60_000);
});
