import { randomUUID } from 'node:crypto';
import type { ShopOperationAnswer } from '@arena/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { grantItems } from '../commerce/inventory/bonus-items';
import { listInventory } from '../commerce/inventory/items';
import { Shop } from '../commerce/shop/shop';
import { loadConfig } from '../config';
import { queryOne, queryRows } from '../db/sql';
import type { AppServices } from '../http/services';
import { createServices } from '../platform';
import { writeLimit, writeSettings } from '../responsible/store';
import { itemsPricedBetween } from '../testing/commerce-test-app';
import { type TestDatabase, openTestDatabase } from '../testing/test-database';
import { signInUser } from '../users/users';
import type { Ledger } from './ledger';
import { postLegs } from './postings';
import { HOUSE, betEscrow, user } from './types';

/**
 * A bet is one short transaction. These count the SQL statements each ledger call sends: every statement
 * goes through the connection's `execute` (BEGIN and COMMIT do not, and are not counted).
 * Before (house account ids cached): a REAL bet 13 (17 with a wager or loss limit), a BONUS bet 11, its settlement 13
 * (won) or 9 (lost), a refund 11 (bonus), a skin bet 9 and its settlement 13 (won), a deposit 9.
 */
let db: TestDatabase;
let services: AppServices;
let ledger: Ledger;
let sent: string[] | null = null;
const em = () => db.orm.em.fork() as SqlEntityManager;

beforeAll(async () => {
  db = await openTestDatabase();
  services = createServices(loadConfig({ JWT_SECRET: 'statements-test' }), db.orm);
  ledger = services.ledger;
  const connection = db.orm.em.getDriver().getConnection();
  const execute = connection.execute.bind(connection);
  connection.execute = ((query: string, ...rest: unknown[]) => {
    sent?.push(String(query));
    return (execute as (...args: unknown[]) => unknown)(query, ...rest);
  }) as typeof connection.execute;
});
afterAll(async () => {
  await ledger.assertInvariants();
  await db.close();
});

/** The statements `work` sent, and its answer (or refusal). */
async function counted<T>(work: () => Promise<T>): Promise<{ statements: string[]; result: PromiseSettledResult<T> }> {
  sent = [];
  const statements = sent;
  try {
    const [result] = await Promise.allSettled([work()]);
    return { statements, result: result! };
  } finally {
    sent = null;
  }
}
const statementsOf = async (work: () => Promise<unknown>) => {
  const { statements, result } = await counted(work);
  if (result.status === 'rejected') throw result.reason;
  return statements;
};
const refusalOf = async (work: () => Promise<unknown>) => {
  const { statements, result } = await counted(work);
  return { statements, key: result.status === 'rejected' ? (result.reason as { key?: string }).key : 'accepted' };
};

async function player(depositCents: number, bonusCents = 0): Promise<string> {
  const { userId } = await ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${randomUUID()}`, name: 'p', agreeTos: true }),
  );
  if (depositCents > 0) await ledger.deposit({ userId, amountCents: depositCents, key: randomUUID() });
  if (bonusCents > 0) await ledger.deposit({ userId, amountCents: bonusCents, key: randomUUID(), bonus: true });
  return userId;
}

const bet = (userId: string, source: 'REAL' | 'BONUS', amountCents: number) => ({
  betId: randomUUID(),
  userId,
  game: 'plinko' as const,
  roundId: 'r',
  source,
  amountCents,
});
const userLocks = (statements: string[]) =>
  statements.filter((sql) => /from users\b[\s\S]*for no key update/.test(sql)).length;
const wagered = async (userId: string) =>
  Number((await queryOne<{ w: string }>(em(), `select wagered_total_cents as w from users where id = ?`, [userId]))!.w);

describe('statements per bet', () => {
  it('places a REAL or BONUS bet in 4 statements with one lock of the player, and settles or refunds it in 3 or 4', async () => {
    const userId = await player(100_00, 100_00);
    const real = bet(userId, 'REAL', 10_00);
    const placed = await statementsOf(() => ledger.placeBet(real));
    expect(placed.length).toBe(4);
    expect(userLocks(placed)).toBe(1);
    // The answer went in with the claim: no later update of the transfer row.
    expect(placed.some((sql) => /update ledger_transfers/.test(sql))).toBe(false);
    expect(await ledger.balances(userId)).toEqual({ realCents: 90_00, bonusCents: 100_00 });
    expect(await wagered(userId)).toBe(10_00);

    const again = await counted(() => ledger.placeBet(real));
    expect(again.statements.length).toBe(2);
    expect(again.result).toMatchObject({
      status: 'fulfilled',
      value: { id: real.betId, stakeCents: 10_00, status: 'OPEN', itemIds: [] },
    });

    const bonus = bet(userId, 'BONUS', 5_00);
    expect((await statementsOf(() => ledger.placeBet(bonus))).length).toBe(4);
    expect(await ledger.balances(userId)).toEqual({ realCents: 90_00, bonusCents: 95_00 });
    expect(await wagered(userId)).toBe(10_00);

    // Won: escrow, house and player move; the player's row is locked once more (lock order), the bet ends with the legs.
    const settled = await statementsOf(() => ledger.settleBet(real.betId, 25_00));
    expect(settled.length).toBe(4);
    expect(await ledger.balances(userId)).toEqual({ realCents: 115_00, bonusCents: 95_00 });
    expect((await statementsOf(() => ledger.settleBet(real.betId, 25_00))).length).toBe(3);

    // Lost: only house accounts move, no player lock.
    const lost = bet(userId, 'REAL', 3_00);
    await ledger.placeBet(lost);
    expect((await statementsOf(() => ledger.settleBet(lost.betId, 0))).length).toBe(3);

    expect((await statementsOf(() => ledger.refundBet(bonus.betId))).length).toBe(4);
    expect(await ledger.balances(userId)).toEqual({ realCents: 112_00, bonusCents: 100_00 });
    expect(await wagered(userId)).toBe(13_00);
  });

  it('reads a wager or loss limit and its usage inside the same 4 statements, and refuses over it', async () => {
    const userId = await player(100_00);
    await ledger.transaction((tx) =>
      writeLimit(tx, userId, { kind: 'wager', period: 'day', cents: 10_00, pendingCents: null, pendingAt: null }),
    );
    await ledger.transaction((tx) =>
      writeLimit(tx, userId, { kind: 'loss', period: 'week', cents: 8_00, pendingCents: null, pendingAt: null }),
    );
    const first = bet(userId, 'REAL', 6_00);
    expect((await statementsOf(() => ledger.placeBet(first))).length).toBe(4);
    expect(await refusalOf(() => ledger.placeBet(bet(userId, 'REAL', 4_01)))).toMatchObject({
      key: 'RESPONSIBLE.WAGER_LIMIT',
    });
    // The open 6.00 counts as lost for the loss limit: 6.00 + 2.01 > 8.00.
    expect((await refusalOf(() => ledger.placeBet(bet(userId, 'REAL', 2_01)))).key).toBe('RESPONSIBLE.LOSS_LIMIT');
    expect((await statementsOf(() => ledger.placeBet(bet(userId, 'REAL', 2_00)))).length).toBe(4);
    expect(await ledger.balances(userId)).toEqual({ realCents: 92_00, bonusCents: 0 });
  });

  it('keeps every refusal: too little, too much, not enough money, a taken bet id', async () => {
    const userId = await player(5_00);
    expect((await refusalOf(() => ledger.placeBet(bet(userId, 'REAL', 0)))).key).toBe('BET.AMOUNT_LOW');
    const betLimit = (cents: number) =>
      em().execute(`update users set bet_limit_cents = ? where id = ?`, [cents, userId], 'run');
    await betLimit(4_00);
    expect(await refusalOf(() => ledger.placeBet(bet(userId, 'REAL', 4_01)))).toMatchObject({ key: 'BET.MAX_LIMIT' });
    await betLimit(1_000_00);
    const broke = await refusalOf(() => ledger.placeBet(bet(userId, 'REAL', 5_01)));
    expect(broke).toMatchObject({ key: 'USER.LOW_BALANCE' });
    expect(broke.statements.length).toBe(4);
    expect(await ledger.balances(userId)).toEqual({ realCents: 5_00, bonusCents: 0 });

    const taken = bet(userId, 'REAL', 1_00);
    await ledger.placeBet(taken);
    // Another player (another key space) reusing the bet id: the bet row is taken.
    const other = await player(5_00);
    expect((await refusalOf(() => ledger.placeBet({ ...taken, userId: other }))).key).toBe(
      'GLOBAL.IDEMPOTENCY_CONFLICT',
    );
    expect((await refusalOf(() => ledger.placeBet({ ...taken, amountCents: 2_00 }))).key).toBe(
      'GLOBAL.IDEMPOTENCY_CONFLICT',
    );
    expect(await ledger.balances(other)).toEqual({ realCents: 5_00, bonusCents: 0 });
    expect((await queryRows(em(), `select id from bets where user_id = ?`, [userId])).length).toBe(1);
  });

  it('places a skin bet in 5 statements and settles it in 5', async () => {
    const userId = await player(0);
    const { itemIds } = await ledger.transaction((tx) =>
      grantItems(ledger, tx, {
        userId,
        catalogItemIds: itemsPricedBetween(1_00, 5_00, 2).map((i) => i.id),
        kind: 'REAL',
        key: randomUUID(),
      }),
    );
    const skins = {
      betId: randomUUID(),
      userId,
      game: 'plinko' as const,
      roundId: 'r',
      source: 'SKINS' as const,
      itemIds,
    };
    const placed = await statementsOf(() => ledger.placeBet(skins));
    expect(placed.length).toBe(5);
    expect(userLocks(placed)).toBe(1);
    const stake = (await ledger.getBet(skins.betId))!.stakeCents;
    expect(await wagered(userId)).toBe(stake);
    expect((await statementsOf(() => ledger.settleBet(skins.betId, 3_00))).length).toBe(5);
    expect(await ledger.balances(userId)).toEqual({ realCents: 3_00, bonusCents: 0 });
    const statuses = await queryRows<{ status: string }>(em(), `select status from user_items where id in (?)`, [
      itemIds,
    ]);
    expect(statuses.map((s) => s.status)).toEqual(['CONSUMED', 'CONSUMED']);
  });
});

describe('one statement per transfer', () => {
  it('credits a deposit in 4 statements: the claim, the player lock, the legs with the answer, the deposit total', async () => {
    const userId = await player(1_00);
    const key = randomUUID();
    expect((await statementsOf(() => ledger.deposit({ userId, amountCents: 7_00, key }))).length).toBe(4);
    expect(await ledger.deposit({ userId, amountCents: 7_00, key })).toMatchObject({ replayed: true });
    expect(await ledger.balances(userId)).toEqual({ realCents: 8_00, bonusCents: 0 });
  });

  it('moves an account with several legs once, refusing when any running sum would go below zero', async () => {
    const userId = await player(20_00);
    const post = (key: string) =>
      ledger.transaction((tx) =>
        ledger.post(tx, {
          scope: userId,
          operation: 'TEST_TWICE',
          key,
          request: { key },
          userId,
          legs: [
            { account: user(userId), amountCents: -30_00 },
            { account: HOUSE, amountCents: 30_00 },
            { account: user(userId), amountCents: 15_00 },
            { account: HOUSE, amountCents: -15_00 },
          ],
        }),
      );
    await expect(post('a')).rejects.toMatchObject({ key: 'USER.LOW_BALANCE' });
    await ledger.deposit({ userId, amountCents: 10_00, key: randomUUID() });
    await post('b');
    expect(await ledger.balances(userId)).toEqual({ realCents: 15_00, bonusCents: 0 });
    const entries = await queryRows(
      em(),
      `select e.amount from ledger_entries e join ledger_transfers t on t.id = e.transfer_id where t.idempotency_key = 'b'`,
    );
    expect(entries.length).toBe(4);
  });

  it('answers a house account driven below zero (its CHECK) as a fault, and writes nothing', async () => {
    const escrow = await queryOne<{ balance: string }>(
      em(),
      `select balance from accounts where kind = 'BET_ESCROW' and shard = 7`,
    );
    const over = Number(escrow!.balance) + 1;
    await expect(
      ledger.transaction(async (tx) => {
        const transfer = await queryOne<{ id: number }>(
          tx,
          `insert into ledger_transfers (scope, operation, idempotency_key, request_hash) values ('system', 'TEST', ?, 'h') returning id`,
          [randomUUID()],
        );
        await postLegs(tx, Number(transfer!.id), [
          { account: betEscrow(7), amountCents: -over },
          { account: HOUSE, amountCents: over },
        ]);
      }),
    ).rejects.toMatchObject({ key: 'GLOBAL.INTERNAL_ERROR' });
    await ledger.assertInvariants();
  });
});

describe('a shop buy', () => {
  const shop = () => new Shop(ledger, 'https://cdn.arena.test');
  const buy = (userId: string, catalogItemIds: number[], kind: 'REAL' | 'BONUS' = 'REAL', key = randomUUID()) =>
    shop().buy(userId, key, { catalogItemIds, kind });

  it('is 3 statements whatever it buys, as a bet: the key, the player with balances and pauses, then everything else', async () => {
    const userId = await player(100_00, 50_00);
    const items = itemsPricedBetween(1_00, 5_00, 3);
    const key = randomUUID();
    // Before: 10, and 2 more per skin (its insert and its history event), 14 for two.
    const { statements, result } = await counted(() =>
      buy(
        userId,
        items.map((i) => i.id),
        'REAL',
        key,
      ),
    );
    expect(statements.map((sql) => sql.split(/\s+/).slice(0, 3).join(' '))).toEqual([
      'insert into ledger_transfers',
      'select (select id',
      'with m0 as',
    ]);
    expect(userLocks(statements)).toBe(1);
    const total = items.reduce((sum, i) => sum + i.priceCents, 0);
    expect(await ledger.balances(userId)).toEqual({ realCents: 100_00 - total, bonusCents: 50_00 });
    const answer = (result as PromiseFulfilledResult<ShopOperationAnswer>).value;
    expect(answer.balance).toEqual(await ledger.balances(userId));
    expect(answer.balanceDeltaCents).toBe(-total);
    // The skins in the answer are the skins as the inventory reads them.
    const inventory = await listInventory(em(), userId, 'https://cdn.arena.test');
    expect([...answer.items].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...inventory].sort((a, b) => a.id.localeCompare(b.id)),
    );
    const events = await queryRows<{ event: string; transfer_id: string }>(
      em(),
      `select event, transfer_id from item_events where user_id = ?`,
      [userId],
    );
    expect(events.map((e) => [e.event, Number(e.transfer_id)])).toEqual(items.map(() => ['BOUGHT', answer.transferId]));

    // A replay: the claim finds the key and answers what it stored.
    const again = await counted(() =>
      buy(
        userId,
        items.map((i) => i.id),
        'REAL',
        key,
      ),
    );
    expect(again.statements.length).toBe(2);
    expect(again.result).toEqual({ status: 'fulfilled', value: answer });
    expect((await ledger.balances(userId)).realCents).toBe(100_00 - total);
  });

  it('gives bonus skins their lifetime from the database time, as the inventory reads it', async () => {
    const userId = await player(0, 50_00);
    const [item] = itemsPricedBetween(1_00, 5_00, 1);
    const answer = await buy(userId, [item!.id], 'BONUS');
    expect(answer.balance).toEqual({ realCents: 0, bonusCents: 50_00 - item!.priceCents });
    expect(answer.items).toEqual(await listInventory(em(), userId, 'https://cdn.arena.test'));
    expect(answer.items[0]).toMatchObject({ kind: 'BONUS', withdrawable: false, gamesPlayed: 0 });
    expect(answer.items[0]!.expiresAt).toBeGreaterThan(answer.items[0]!.createdAt);
  });

  it('refuses a balance that cannot pay and a paused player, and writes nothing', async () => {
    const userId = await player(1_00);
    const [dear] = itemsPricedBetween(1_01, 50_00, 1);
    expect((await refusalOf(() => buy(userId, [dear!.id]))).key).toBe('SHOP.NOT_ENOUGH_BALANCE');
    await ledger.transaction((tx) =>
      writeSettings(tx, userId, {
        timeoutUntil: Date.now() + 3_600_000,
        exclusionUntil: null,
        realityCheckMinutes: null,
      }),
    );
    const [cheap] = itemsPricedBetween(1, 1_00, 1);
    expect((await refusalOf(() => buy(userId, [cheap!.id]))).key).toBe('RESPONSIBLE.TIMED_OUT');
    expect(await ledger.balances(userId)).toEqual({ realCents: 1_00, bonusCents: 0 });
    expect(await queryRows(em(), `select id from user_items where user_id = ?`, [userId])).toEqual([]);
  });
});
