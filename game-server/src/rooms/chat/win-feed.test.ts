import { afterAll, beforeAll, expect, it } from 'vitest';
import { CRASH_SERVER_MESSAGES, payoutCents } from '@arena/schemas';
import {
  aimNextRound,
  balanceOf,
  closeBetting,
  join as joinCrash,
  newPlayer,
  waitForPhase,
} from '../crash/testing/crash-test-kit';
import { createCrashModule } from '../crash/module';
import { type ChatKit, bootChatKit, joinFeed, waitFor } from './testing/chat-test-kit';

let kit: ChatKit;
/** Long enough for both bets on a loaded machine; closed once they are in. */
const BETTING_MS = 10_000;
/** The winner's auto cash-out; the round is aimed to crash just above it, so the curve is short. */
const CASH_OUT = 105;
beforeAll(async () => {
  kit = await bootChatKit(
    { feedLength: 3 },
    { extraModules: [createCrashModule({ chainLength: 400, bettingMs: BETTING_MS, crashedPauseMs: 150 })] },
  );
});
let restarted = false;
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  // The second test shut the first server down itself.
  if (restarted) await kit.db.close();
  else await kit.close();
});

it(
  'a crash cash-out reaches the live feed, signed-out watchers included; a newcomer gets the last N',
  { timeout: 60_000 },
  async () => {
    const visitor = await joinFeed(kit);
    expect([...visitor.state.wins]).toEqual([]);
    const [winner, loser] = await Promise.all([newPlayer(kit, 10_00), newPlayer(kit, 10_00)]);
    await waitForPhase('classic', 'WAITING');
    await aimNextRound(kit, 'classic', (h) => h > CASH_OUT && h <= 115);
    const [winnerRoom, loserRoom] = await Promise.all([
      joinCrash(kit, 'classic', winner.token),
      joinCrash(kit, 'classic', loser.token),
    ]);
    await waitForPhase('classic', 'BETTING');
    const placed = [winnerRoom, loserRoom].map((room) => room.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced));
    winnerRoom.send('bet', { source: 'REAL', amountCents: 2_00, autoCashOutHundredths: CASH_OUT });
    loserRoom.send('bet', { source: 'REAL', amountCents: 1_00 });
    await Promise.all(placed);
    closeBetting('classic', BETTING_MS);
    await winnerRoom.waitForMessage(CRASH_SERVER_MESSAGES.cashedOut, 20_000);

    const entry = await waitFor('the win on the feed', () => [...visitor.state.wins][0]);
    expect(entry).toMatchObject({
      game: 'crash',
      userId: winner.userId,
      stakeCents: 2_00,
      payoutCents: payoutCents(2_00, CASH_OUT),
      hundredths: CASH_OUT,
    });
    expect(entry.name).not.toBe('');
    await waitForPhase('classic', 'CRASHED');
    // The payout is written to the ledger (the feed itself does not wait for it; the restart test reads it back).
    await waitFor(
      'win settled',
      async () => (await balanceOf(kit, winner.userId)) === 10_00 - 2_00 + payoutCents(2_00, CASH_OUT),
    );
    // The loser never cashed out: nothing of theirs is on the feed.
    expect([...visitor.state.wins].map((w) => w.userId)).toEqual([winner.userId]);

    const newcomer = await joinFeed(kit);
    expect([...newcomer.state.wins].map((w) => w.id)).toEqual([entry.id]);
    await Promise.all([visitor, newcomer, winnerRoom, loserRoom].map((r) => r.leave()));
  },
);

it('a restarted feed room shows the last wins from the settled bets', { timeout: 60_000 }, async () => {
  const port = kit.port;
  restarted = true;
  await kit.games.shutdown();
  const again = await bootChatKit({ feedLength: 3 }, { db: kit.db });
  try {
    expect(port).not.toBe(again.port);
    const feed = await joinFeed(again);
    const [win] = [...feed.state.wins];
    expect([...feed.state.wins]).toHaveLength(1);
    expect(win).toMatchObject({ game: 'crash', stakeCents: 2_00, payoutCents: payoutCents(2_00, CASH_OUT) });
    await feed.leave();
  } finally {
    await again.close({ keepDatabase: true });
  }
});
