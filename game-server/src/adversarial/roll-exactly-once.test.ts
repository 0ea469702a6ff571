import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '@arena/api';
import { ROLL_SERVER_MESSAGES, isErrorKey } from '@arena/schemas';
import { newTestPlayer } from '../testing/room-test-server';
import { type RollKit, bootRollKit, joinRoll, waitFor, waitForRollPhase } from '../rooms/roll/testing/roll-test-kit';

/**
 * Exactly-once for Rush bets: one player with $10 sends 50 $1 bets at once from 10 tabs (5 each, under
 * the per-socket cap): exactly the 10 the balance affords are placed, the others refused by catalogue key.
 */
let kit: RollKit;
beforeAll(async () => {
  // The first tab's join opens betting: the window outlasts nine more joins and 50 bets on a loaded machine.
  kit = await bootRollKit({ bettingMs: 15_000 });
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

it(
  '50 concurrent $1 bets of a player holding $10: exactly 10 placed, the balance exactly 0',
  { timeout: 90_000 },
  async () => {
    const player = await newTestPlayer(kit.services, 10_00);
    const tabs = [];
    for (let i = 0; i < 10; i++) tabs.push(await joinRoll(kit.port, player.token));
    const refusals: string[] = [];
    for (const tab of tabs)
      tab.onMessage(ROLL_SERVER_MESSAGES.error, (event: { error: { key: string } }) => refusals.push(event.error.key));
    await waitForRollPhase('BETTING', 30_000);
    for (const tab of tabs)
      for (let i = 0; i < 5; i++) tab.send('bet', { colour: 'red', source: 'REAL', amountCents: 1_00 });
    await waitFor('every bet answered', () => refusals.length >= 40, 30_000);

    const em = kit.services.orm.em.fork() as SqlEntityManager;
    // Every bet of this new player (a tab's own copy of the round id can still be the previous round's on a loaded machine).
    const bets = await queryRows<{ n: number | string }>(em, `select count(*) as n from bets where user_id = ?`, [
      player.userId,
    ]);
    expect(Number(bets[0]!.n), refusals.join()).toBe(10);
    expect((await kit.services.ledger.balances(player.userId)).realCents).toBe(0);
    expect(refusals).toHaveLength(40);
    for (const key of refusals) expect(isErrorKey(key), key).toBe(true);
    await Promise.all(tabs.map((tab) => tab.leave()));
  },
);
