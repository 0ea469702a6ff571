import { afterAll, beforeAll, expect, it } from 'vitest';
import { CRASH_BATTLE_SERVER_MESSAGES, isErrorKey } from '@arena/schemas';
import {
  type BattleKit,
  balanceOf,
  bootBattleKit,
  createBattle,
  newPlayer,
  serverBattle,
  watch,
} from '../rooms/crash-battle/testing/battle-test-kit';

/**
 * Exactly-once for crash battle seats: a player sends `join` 50 times at once from 10 tabs of the same
 * battle (5 each, under the per-socket cap): one seat, one buy-in taken, the other 49 refused by catalogue key.
 */
let kit: BattleKit;
beforeAll(async () => {
  kit = await bootBattleKit();
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

it('50 concurrent joins of one player take one seat and one buy-in', { timeout: 90_000 }, async () => {
  const owner = await newPlayer(kit, 10_00);
  const guest = await newPlayer(kit, 10_00);
  const host = await createBattle(kit, owner, { seats: 4, rounds: 1, buyInCents: 2_00, isPrivate: false });
  const battleId = host.roomId;
  const tabs = [];
  for (let i = 0; i < 10; i++) tabs.push(await watch(kit, battleId, guest));
  const refusals: string[] = [];
  let seated = 0;
  for (const tab of tabs) {
    tab.onMessage(CRASH_BATTLE_SERVER_MESSAGES.error, (event: { error: { key: string } }) =>
      refusals.push(event.error.key),
    );
    tab.onMessage(CRASH_BATTLE_SERVER_MESSAGES.seated, () => (seated += 1));
  }
  for (const tab of tabs) for (let i = 0; i < 5; i++) tab.send('join', {});
  const deadline = Date.now() + 30_000;
  while (seated + refusals.length < 50 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));

  expect(seated).toBe(1);
  expect(refusals).toHaveLength(49);
  for (const key of refusals) expect(isErrorKey(key), key).toBe(true);
  expect(await balanceOf(kit, guest.userId)).toBe(8_00);
  expect([...serverBattle(battleId).state.seats.values()].filter((seat) => seat.userId === guest.userId)).toHaveLength(
    1,
  );
  await Promise.all([...tabs, host].map((tab) => tab.leave()));
});
