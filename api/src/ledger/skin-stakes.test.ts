import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantItems } from '../commerce/inventory/bonus-items';
import { loadConfig } from '../config';
import { queryRows } from '../db/sql';
import type { AppServices } from '../http/services';
import { createServices } from '../platform';
import { itemsPricedBetween } from '../testing/commerce-test-app';
import { type TestDatabase, openTestDatabase } from '../testing/test-database';
import { signInUser } from '../users/users';
import { settleSkinBetPassing } from './skin-stakes';

let db: TestDatabase;
let services: AppServices;
beforeAll(async () => {
  db = await openTestDatabase();
  services = createServices(loadConfig({ JWT_SECRET: 'skin-stakes-test' }), db.orm);
});
afterAll(async () => {
  await services.ledger.assertInvariants();
  await db.close();
});

const user = async () =>
  (
    await services.ledger.transaction((tx) =>
      signInUser(tx, { subject: `dev:${randomUUID()}`, name: 'p', agreeTos: true }),
    )
  ).userId;
const rows = async (ids: string[]) =>
  (
    await queryRows<{ user_id: string; status: string }>(
      db.orm.em.fork() as SqlEntityManager,
      `select user_id, status from user_items where id in (?) order by id`,
      [ids],
    )
  ).map((r) => `${r.user_id}:${r.status}`);

describe('settling a skin bet while passing skins on', () => {
  it('moves the named skins to the new owner, consumes the rest, and ends the bet once', async () => {
    const [from, to] = [await user(), await user()];
    const catalogItemIds = itemsPricedBetween(1_00, 5_00, 2).map((i) => i.id);
    const { itemIds } = await services.ledger.transaction((tx) =>
      grantItems(services.ledger, tx, { userId: from, catalogItemIds, kind: 'REAL', key: randomUUID() }),
    );
    const [keep, pass] = [...itemIds].sort() as [string, string];
    const betId = randomUUID();
    await services.ledger.placeBet({
      betId,
      userId: from,
      game: 'plinko',
      roundId: randomUUID(),
      source: 'SKINS',
      itemIds,
    });
    // A skin outside the bet is refused and nothing moves (one transaction).
    const stranger = (
      await services.ledger.transaction((tx) =>
        grantItems(services.ledger, tx, {
          userId: from,
          catalogItemIds: [catalogItemIds[0]!],
          kind: 'REAL',
          key: randomUUID(),
        }),
      )
    ).itemIds;
    await expect(
      services.ledger.transaction((tx) =>
        settleSkinBetPassing(tx, { betId, passItemIds: [pass, ...stranger], toUserId: to }),
      ),
    ).rejects.toMatchObject({ key: 'INVENTORY.ITEM_LOCKED' });
    expect(await rows([keep, pass].sort())).toEqual([`${from}:IN_BET`, `${from}:IN_BET`]);

    const bet = await services.ledger.transaction((tx) =>
      settleSkinBetPassing(tx, { betId, passItemIds: [pass], toUserId: to }),
    );
    expect(bet).toMatchObject({ status: 'SETTLED', payoutCents: 0 });
    expect(await rows([keep])).toEqual([`${from}:CONSUMED`]);
    expect(await rows([pass])).toEqual([`${to}:AVAILABLE`]);
    await expect(
      services.ledger.transaction((tx) => settleSkinBetPassing(tx, { betId, passItemIds: [], toUserId: to })),
    ).rejects.toMatchObject({ key: 'BET.ALREADY_FINISHED' });
    await services.ledger.assertInvariants();
  });
});
