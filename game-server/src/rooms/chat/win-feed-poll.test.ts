import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ChatKit, bootChatKit, joinFeed, newWriter, waitFor } from './testing/chat-test-kit';
import type { BetGameId } from '@arena/schemas';

let kit: ChatKit;
beforeAll(async () => {
  kit = await bootChatKit({ feedLength: 5, feedPollMs: 100, feedPollDelayMs: 300 });
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

/** A bet of `game` settled straight through the ledger, as the REST games (plinko, mines…) settle theirs. */
async function settledBet(userId: string, game: BetGameId, stakeCents: number, payoutCents: number): Promise<string> {
  const betId = randomUUID();
  await kit.services.ledger.placeBet({ betId, userId, game, roundId: betId, source: 'REAL', amountCents: stakeCents });
  await kit.services.ledger.settleBet(betId, payoutCents);
  return betId;
}

it(
  'wins of REST-settled games reach the feed from the ledger, once, after the delay; room games are left to their rooms',
  { timeout: 30_000 },
  async () => {
    const feed = await joinFeed(kit);
    const player = await newWriter(kit, { depositCents: 50_00 });
    const plinkoWin = await settledBet(player.userId, 'plinko', 1_00, 5_60);
    const settledAt = Date.now();
    await settledBet(player.userId, 'mines', 2_00, 0);
    await settledBet(player.userId, 'crash', 1_00, 3_00);
    const entry = await waitFor('the plinko win on the feed', () =>
      [...feed.state.wins].find((w) => w.id === plinkoWin),
    );
    // Not before the player's own ball could have landed.
    expect(Date.now() - settledAt).toBeGreaterThanOrEqual(300);
    expect(entry).toMatchObject({
      game: 'plinko',
      userId: player.userId,
      name: player.name,
      stakeCents: 1_00,
      payoutCents: 5_60,
    });

    const upgradeWin = await settledBet(player.userId, 'upgrade', 10_00, 20_00);
    await waitFor('the upgrade win on the feed', () => [...feed.state.wins].find((w) => w.id === upgradeWin));
    // The loss never shows, crash publishes its own cash-outs, and nothing is read twice.
    expect([...feed.state.wins].map((w) => w.game)).toEqual(['upgrade', 'plinko']);
    await feed.leave();
  },
);
