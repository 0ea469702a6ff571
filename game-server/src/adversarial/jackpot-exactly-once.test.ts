import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '@arena/api';
import { JACKPOT_SERVER_MESSAGES, isErrorKey } from '@arena/schemas';
import {
  type JackpotKit,
  bootJackpotKit,
  giveSkins,
  joinPot,
  newPlayer,
  skinPriced,
  waitFor,
} from '../rooms/jackpot/testing/jackpot-test-kit';

/**
 * Exactly-once for DropZone entries: one player sends the same skin into the pot 50 times at once from
 * 10 tabs (5 each, under the per-socket cap): it enters once, the other 49 are refused by catalogue key.
 */
let kit: JackpotKit;
beforeAll(async () => {
  kit = await bootJackpotKit();
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

it('the same skin sent into the pot 50 times at once enters once', { timeout: 90_000 }, async () => {
  const player = await newPlayer(kit.services);
  const [itemId] = await giveSkins(kit.services, player.userId, [skinPriced(1_00, 5_00).id]);
  const tabs = [];
  for (let i = 0; i < 10; i++) tabs.push(await joinPot(kit.port, player));
  const refusals: string[] = [];
  let entered = 0;
  for (const tab of tabs) {
    tab.onMessage(JACKPOT_SERVER_MESSAGES.error, (event: { error: { key: string } }) => refusals.push(event.error.key));
    tab.onMessage(JACKPOT_SERVER_MESSAGES.entered, () => (entered += 1));
  }
  for (const tab of tabs) for (let i = 0; i < 5; i++) tab.send('enter', { itemIds: [itemId] });
  await waitFor('every entry answered', () => entered + refusals.length >= 50, 30_000);

  expect(entered).toBe(1);
  expect(refusals).toHaveLength(49);
  for (const key of refusals) expect(isErrorKey(key), key).toBe(true);
  const em = kit.services.orm.em.fork() as SqlEntityManager;
  const bets = await queryRows<{ n: number | string }>(em, `select count(*) as n from bets where user_id = ?`, [
    player.userId,
  ]);
  expect(Number(bets[0]!.n)).toBe(1);
  const item = await queryRows<{ status: string }>(em, `select status from user_items where id = ?`, [itemId]);
  expect(item[0]!.status).toBe('IN_BET');
  await Promise.all(tabs.map((tab) => tab.leave()));
});
