import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, MONEY_RULES } from '@arena/schemas';
import { pgErrorCode, queryOne } from '../db/sql';
import { type AccountRef, type LedgerLeg, SYSTEM_ACCOUNT_SHARDS, type UserAccountKind } from './types';

const systemAccountIds = new Map<string, number>();

/** Creates the real and bonus accounts of a new user, in the caller's transaction. */
export async function openUserAccounts(tx: SqlEntityManager, userId: string): Promise<void> {
  await tx.execute(
    `insert into accounts (user_id, kind) values (?, 'USER_REAL'), (?, 'USER_BONUS') on conflict do nothing`,
    [userId, userId],
    'run',
  );
}

/** The account row of a ref; a house account without a shard resolves to `defaultShard`. */
export async function accountId(tx: SqlEntityManager, ref: AccountRef, defaultShard = 0): Promise<number> {
  if (!('userId' in ref)) {
    const shard = ref.shard ?? defaultShard;
    if (!Number.isInteger(shard) || shard < 0 || shard >= SYSTEM_ACCOUNT_SHARDS) throw new Error(`no shard ${shard} of ${ref.kind}`);
    const key = `${ref.kind}:${shard}`;
    const cached = systemAccountIds.get(key);
    if (cached !== undefined) return cached;
    const row = await queryOne<{ id: number }>(tx, `select id from accounts where kind = ? and shard = ? and user_id is null`, [ref.kind, shard]);
    if (!row) throw new Error(`system account ${key} is missing`);
    systemAccountIds.set(key, Number(row.id));
    return Number(row.id);
  }
  const row = await queryOne<{ id: number }>(tx, `select id from accounts where user_id = ? and kind = ?`, [ref.userId, ref.kind]);
  if (!row) throw new AppError('USER.NOT_FOUND');
  return Number(row.id);
}

export function assertBalanced(legs: readonly LedgerLeg[]): void {
  let sum = 0;
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amountCents) || leg.amountCents === 0) {
      throw new Error(`ledger legs are whole, non-zero cents (got ${leg.amountCents})`);
    }
    // Refused as a bad request, not a fault: an amount this large can only come from input nobody should accept.
    if (Math.abs(leg.amountCents) > MONEY_RULES.maxTransferCents) throw new AppError('GLOBAL.BAD_REQUEST');
    sum += leg.amountCents;
  }
  if (sum !== 0) throw new Error(`ledger transfer does not balance (sum ${sum})`);
}

/**
 * Writes the entries of one transfer and moves the cached balances. User accounts are debited with a
 * conditional update (no row → not enough money); the table's CHECK is the backstop. Accounts are touched in
 * id order so two transfers over the same accounts cannot deadlock.
 */
export async function postLegs(tx: SqlEntityManager, transferId: number, legs: readonly LedgerLeg[]): Promise<void> {
  assertBalanced(legs);
  // Lock order for every writer: bet row (if any), then user rows, then accounts by id. Taking the user rows
  // here keeps deposits, shop moves and bets of one player from locking in opposite orders.
  const userIds = [...new Set(legs.flatMap((leg) => ('userId' in leg.account ? [leg.account.userId] : [])))].sort();
  if (userIds.length > 0) {
    await tx.execute(`select id from users where id in (?) order by id for no key update`, [userIds], 'all');
  }
  // House legs without a shard of their own land on the transfer's shard: consecutive transfers spread over the rows.
  const shard = Number(transferId) % SYSTEM_ACCOUNT_SHARDS;
  const resolved = await Promise.all(legs.map(async (leg) => ({ leg, id: await accountId(tx, leg.account, shard) })));
  resolved.sort((a, b) => a.id - b.id);
  for (const { leg, id } of resolved) {
    let row: { balance: number } | undefined;
    try {
      row = await queryOne<{ balance: number }>(
        tx,
        `update accounts set balance = balance + ?
         where id = ? and (kind not like 'USER_%' or balance + ? >= 0) returning balance`,
        [leg.amountCents, id, leg.amountCents],
      );
    } catch (error) {
      if (pgErrorCode(error) === '23514') throw lowBalance(leg.account);
      throw error;
    }
    if (!row) throw lowBalance(leg.account);
    await tx.execute(
      `insert into ledger_entries (transfer_id, account_id, amount) values (?, ?, ?)`,
      [transferId, id, leg.amountCents],
      'run',
    );
  }
}

function lowBalance(ref: AccountRef): AppError {
  return 'userId' in ref ? new AppError('USER.LOW_BALANCE') : new AppError('GLOBAL.INTERNAL_ERROR');
}

export async function readBalance(tx: SqlEntityManager, userId: string, kind: UserAccountKind): Promise<number> {
  const row = await queryOne<{ balance: number }>(tx, `select balance from accounts where user_id = ? and kind = ?`, [userId, kind]);
  return Number(row?.balance ?? 0);
}
