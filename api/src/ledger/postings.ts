import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, MONEY_RULES } from '@arena/schemas';
import { pgErrorCode, queryOne } from '../db/sql';
import type { AccountRef, LedgerLeg, UserAccountKind } from './types';

const systemAccountIds = new Map<string, number>();

/** Creates the real and bonus accounts of a new user, in the caller's transaction. */
export async function openUserAccounts(tx: SqlEntityManager, userId: string): Promise<void> {
  await tx.execute(
    `insert into accounts (user_id, kind) values (?, 'USER_REAL'), (?, 'USER_BONUS') on conflict do nothing`,
    [userId, userId],
    'run',
  );
}

export async function accountId(tx: SqlEntityManager, ref: AccountRef): Promise<number> {
  if (!('userId' in ref)) {
    const cached = systemAccountIds.get(ref.kind);
    if (cached !== undefined) return cached;
    const row = await queryOne<{ id: number }>(tx, `select id from accounts where kind = ? and user_id is null`, [ref.kind]);
    if (!row) throw new Error(`system account ${ref.kind} is missing`);
    systemAccountIds.set(ref.kind, Number(row.id));
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
  const resolved = await Promise.all(legs.map(async (leg) => ({ leg, id: await accountId(tx, leg.account) })));
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
