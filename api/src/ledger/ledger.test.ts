import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError } from '@arena/schemas';
import { type TestDatabase, openTestDatabase } from '../testing/test-database';
import { signInUser } from '../users/users';
import { Ledger } from './ledger';

let db: TestDatabase;
let ledger: Ledger;

async function newUser(depositCents = 0): Promise<string> {
  const { userId } = await ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${randomUUID()}`, name: 'p', agreeTos: true }),
  );
  if (depositCents > 0) await ledger.deposit({ userId, amountCents: depositCents, key: `seed-${userId}` });
  return userId;
}

beforeAll(async () => {
  db = await openTestDatabase();
  ledger = new Ledger(db.orm);
});
afterAll(async () => {
  await ledger.assertInvariants();
  await db.close();
});

describe('ledger transfers', () => {
  it('credits a deposit once for one key and refuses the key with another amount', async () => {
    const userId = await newUser();
    const first = await ledger.deposit({ userId, amountCents: 1234, key: 'pay-1' });
    const again = await ledger.deposit({ userId, amountCents: 1234, key: 'pay-1' });
    expect(again).toEqual({ transferId: first.transferId, replayed: true });
    await expect(ledger.deposit({ userId, amountCents: 999, key: 'pay-1' })).rejects.toMatchObject({
      key: 'GLOBAL.IDEMPOTENCY_CONFLICT',
    });
    expect(await ledger.balances(userId)).toEqual({ realCents: 1234, bonusCents: 0 });
  });

  it('reads several users balances in one call, as each alone reads them', async () => {
    const [rich, bonus, empty] = [await newUser(1234), await newUser(), await newUser()];
    await ledger.deposit({ userId: bonus, amountCents: 55, key: 'bonus-1', bonus: true });
    const read = await ledger.balancesOf([rich, bonus, empty, randomUUID()]);
    expect([...read.values()].slice(0, 3)).toEqual([
      await ledger.balances(rich),
      await ledger.balances(bonus),
      await ledger.balances(empty),
    ]);
    expect([...read.values()]).toEqual([
      { realCents: 1234, bonusCents: 0 },
      { realCents: 0, bonusCents: 55 },
      { realCents: 0, bonusCents: 0 },
      { realCents: 0, bonusCents: 0 },
    ]);
  });

  it('refuses to take a user below zero with the low-balance key', async () => {
    const userId = await newUser(100);
    await expect(
      ledger.placeBet({ betId: randomUUID(), userId, game: 'plinko', roundId: 'r', source: 'REAL', amountCents: 101 }),
    ).rejects.toMatchObject({ key: 'USER.LOW_BALANCE' });
    expect((await ledger.balances(userId)).realCents).toBe(100);
  });

  it('the database itself refuses a negative user balance and an unbalanced transfer', async () => {
    const userId = await newUser(5);
    const em = db.orm.em.fork() as SqlEntityManager;
    await expect(
      em.execute(`update accounts set balance = -1 where user_id = ? and kind = 'USER_REAL'`, [userId], 'run'),
    ).rejects.toThrow();
    await expect(
      em.transactional(async (tx) => {
        await tx.execute(
          `insert into ledger_transfers (scope, operation, idempotency_key, request_hash) values ('x','X','k','h')`,
          [],
          'run',
        );
        await tx.execute(
          `insert into ledger_entries (transfer_id, account_id, amount) select max(id), 1, 7 from ledger_transfers`,
          [],
          'run',
        );
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(
      em.execute(
        `insert into ledger_entries (transfer_id, account_id, amount)
         select max(id), a, v from ledger_transfers, (values (1::bigint, 7::bigint), (-1, -7)) e(a, v) group by a, v`,
        [],
        'run',
      ),
    ).rejects.toThrow(/missing transfer or account/);
    await expect(em.execute(`delete from ledger_entries`, [], 'run')).rejects.toThrow(/append-only/);
    await expect(
      em.execute(`delete from accounts where user_id = ? and kind = 'USER_REAL'`, [userId], 'run'),
    ).rejects.toThrow(/still name/);
  });

  it('plans the entry check with index lookups only, whatever the table sizes when a session first ran it', async () => {
    // A session keeps the check's plans: one made while `accounts` was small scanned the table once per entry.
    const row = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ config: string[] | null }>(
        `select proconfig as config from pg_proc where proname = 'ledger_entries_check'`,
        [],
        'get',
      );
    expect(row.config).toEqual(['enable_seqscan=off']);
  });
});

describe('bets', () => {
  it('settles a winning bet: stake out, payout in, house pays the difference', async () => {
    const userId = await newUser(1000);
    const betId = randomUUID();
    await ledger.placeBet({ betId, userId, game: 'plinko', roundId: 'r1', source: 'REAL', amountCents: 400 });
    expect((await ledger.balances(userId)).realCents).toBe(600);
    const settled = await ledger.settleBet(betId, 1000);
    expect(settled).toMatchObject({ status: 'SETTLED', payoutCents: 1000, stakeCents: 400 });
    expect((await ledger.balances(userId)).realCents).toBe(1600);
    expect(await ledger.settleBet(betId, 1000)).toMatchObject({ status: 'SETTLED', payoutCents: 1000 });
    await expect(ledger.settleBet(betId, 2000)).rejects.toMatchObject({ key: 'GLOBAL.IDEMPOTENCY_CONFLICT' });
    await expect(ledger.refundBet(betId)).rejects.toMatchObject({ key: 'BET.ALREADY_FINISHED' });
    expect((await ledger.balances(userId)).realCents).toBe(1600);
  });

  it('refunds a bet once and never settles it afterwards', async () => {
    const userId = await newUser(500);
    const betId = randomUUID();
    await ledger.placeBet({ betId, userId, game: 'plinko', roundId: 'r2', source: 'REAL', amountCents: 500 });
    expect((await ledger.refundBet(betId)).status).toBe('REFUNDED');
    expect((await ledger.refundBet(betId)).status).toBe('REFUNDED');
    await expect(ledger.settleBet(betId, 0)).rejects.toMatchObject({ key: 'BET.ALREADY_FINISHED' });
    expect((await ledger.balances(userId)).realCents).toBe(500);
  });

  it('places a bet idempotently by bet id', async () => {
    const userId = await newUser(300);
    const input = {
      betId: randomUUID(),
      userId,
      game: 'plinko' as const,
      roundId: 'r3',
      source: 'REAL' as const,
      amountCents: 100,
    };
    const a = await ledger.placeBet(input);
    const b = await ledger.placeBet(input);
    expect(b).toEqual(a);
    expect((await ledger.balances(userId)).realCents).toBe(200);
    await expect(ledger.placeBet({ ...input, amountCents: 50 })).rejects.toBeInstanceOf(AppError);
  });

  it('bets bonus money from the bonus balance and pays it back there', async () => {
    const userId = await newUser();
    await ledger.deposit({ userId, amountCents: 250, key: 'bonus-1', bonus: true });
    const betId = randomUUID();
    await ledger.placeBet({ betId, userId, game: 'plinko', roundId: 'r4', source: 'BONUS', amountCents: 250 });
    await ledger.settleBet(betId, 0);
    expect(await ledger.balances(userId)).toEqual({ realCents: 0, bonusCents: 0 });
  });

  it('holds skins in escrow while staked and consumes them when the bet ends', async () => {
    const userId = await newUser();
    const em = db.orm.em.fork() as SqlEntityManager;
    const items = [randomUUID(), randomUUID()];
    for (const id of items) {
      await em.execute(
        `insert into user_items (id, user_id, catalog_item_id, price_cents, kind) values (?, ?, 1, 150, 'REAL')`,
        [id, userId],
        'run',
      );
    }
    const betId = randomUUID();
    const bet = await ledger.placeBet({
      betId,
      userId,
      game: 'plinko',
      roundId: 'r5',
      source: 'SKINS',
      itemIds: items,
    });
    expect(bet.stakeCents).toBe(300);
    await expect(
      ledger.placeBet({
        betId: randomUUID(),
        userId,
        game: 'plinko',
        roundId: 'r5',
        source: 'SKINS',
        itemIds: [items[0]!],
      }),
    ).rejects.toMatchObject({ key: 'INVENTORY.ITEM_LOCKED' });
    await ledger.settleBet(betId, 600);
    expect((await ledger.balances(userId)).realCents).toBe(600);
    const rows = await em.execute(`select status from user_items where user_id = ?`, [userId]);
    expect(rows.map((r) => r.status)).toEqual(['CONSUMED', 'CONSUMED']);
  });

  it('enforces the per-user bet limit', async () => {
    const userId = await newUser(10_000_00);
    await db.orm.em.fork().execute(`update users set bet_limit_cents = 500 where id = ?`, [userId]);
    await expect(
      ledger.placeBet({ betId: randomUUID(), userId, game: 'plinko', roundId: 'r6', source: 'REAL', amountCents: 501 }),
    ).rejects.toMatchObject({ key: 'BET.MAX_LIMIT', args: ['5.00'] });
  });
});
