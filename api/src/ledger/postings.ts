import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, MONEY_RULES } from '@arena/schemas';
import { pgErrorCode, queryOne, queryRows } from '../db/sql';
import {
  type AccountRef,
  type LedgerLeg,
  SYSTEM_ACCOUNT_SHARDS,
  type SystemAccountKind,
  type UserAccountKind,
} from './types';

const systemAccountIds = new Map<string, number>();

/** Creates the real and bonus accounts of a new user, in the caller's transaction. */
export async function openUserAccounts(tx: SqlEntityManager, userId: string): Promise<void> {
  await tx.execute(
    `insert into accounts (user_id, kind) values (?, 'USER_REAL'), (?, 'USER_BONUS') on conflict do nothing`,
    [userId, userId],
    'run',
  );
}

/**
 * The row of one shard of a house account. The ids never change: the first miss reads all system rows at once (48),
 * so a process asks at most once.
 */
export async function systemAccountId(tx: SqlEntityManager, kind: SystemAccountKind, shard: number): Promise<number> {
  if (!Number.isInteger(shard) || shard < 0 || shard >= SYSTEM_ACCOUNT_SHARDS)
    throw new Error(`no shard ${shard} of ${kind}`);
  const key = `${kind}:${shard}`;
  if (!systemAccountIds.has(key)) {
    const rows = await queryRows<{ id: number; kind: string; shard: number }>(
      tx,
      `select id, kind, shard from accounts where user_id is null`,
    );
    for (const row of rows) systemAccountIds.set(`${row.kind}:${Number(row.shard)}`, Number(row.id));
  }
  const id = systemAccountIds.get(key);
  if (id === undefined) throw new Error(`system account ${key} is missing`);
  return id;
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

/** A leg with the id of its account row. */
export interface PlacedLeg extends LedgerLeg {
  accountId: number;
}

/** An update or insert (without `returning`) run inside a transfer's statement, as a CTE; its row count is answered. */
export interface AlsoWrite {
  sql: string;
  params: unknown[];
}

/**
 * Locks the users of the legs (lock order for every writer: bet row (if any), then user rows, then accounts by id;
 * taking the user rows first keeps deposits, shop moves and bets of one player from locking in opposite orders),
 * reads their account ids in the same statement (they never change), then writes the transfer with `writeLegs`.
 * Two statements; answers the row counts of `also`.
 */
export async function postLegs(
  tx: SqlEntityManager,
  transferId: number,
  legs: readonly LedgerLeg[],
  also: readonly AlsoWrite[] = [],
): Promise<number[]> {
  assertBalanced(legs);
  const userLegs = legs.flatMap((leg) => ('userId' in leg.account ? [leg.account] : []));
  const userIds = [...new Set(userLegs.map((ref) => ref.userId))].sort();
  const ids = new Map<string, number>();
  if (userIds.length > 0) {
    const rows = await queryRows<{ user_id: string; kind: string | null; id: number | null }>(
      tx,
      `select u.id as user_id, a.kind, a.id from users u left join accounts a on a.user_id = u.id and a.kind in (?)
       where u.id in (?) order by u.id for no key update of u`,
      [[...new Set(userLegs.map((ref) => ref.kind))], userIds],
    );
    for (const row of rows) if (row.id !== null) ids.set(`${row.user_id}:${row.kind}`, Number(row.id));
  }
  // House legs without a shard of their own land on the transfer's shard: consecutive transfers spread over the rows.
  const shard = Number(transferId) % SYSTEM_ACCOUNT_SHARDS;
  const placed: PlacedLeg[] = [];
  for (const leg of legs) {
    const ref = leg.account;
    const id =
      'userId' in ref ? ids.get(`${ref.userId}:${ref.kind}`) : await systemAccountId(tx, ref.kind, ref.shard ?? shard);
    if (id === undefined) throw new AppError('USER.NOT_FOUND');
    placed.push({ ...leg, accountId: id });
  }
  return writeLegs(tx, transferId, placed, also);
}

/**
 * Writes one transfer in one statement: each account's balance moves once, in account id order (each update waits
 * for the one before: no two transfers over the same accounts can deadlock), then the entries, then `also`. A user
 * account is debited conditionally (no row: not enough money, and the updates after it do not run); the table's CHECK
 * is the backstop. The caller has locked the users of user legs. Answers the row counts of `also`.
 */
export async function writeLegs(
  tx: SqlEntityManager,
  transferId: number,
  legs: readonly PlacedLeg[],
  also: readonly AlsoWrite[] = [],
): Promise<number[]> {
  assertBalanced(legs);
  const accounts = accountMoves(legs);
  const ctes: string[] = [];
  const params: unknown[] = [];
  accounts.forEach((move, i) => {
    ctes.push(
      `m${i} as (update accounts set balance = balance + ? where id = ? and (kind not like 'USER_%' or balance + ? >= 0)${i > 0 ? ` and exists (select 1 from m${i - 1})` : ''} returning id)`,
    );
    params.push(move.total, move.accountId, move.lowest);
  });
  if (legs.length > 0) {
    ctes.push(
      `entries as (insert into ledger_entries (transfer_id, account_id, amount)
       select ?::bigint, v.account_id, v.amount from (values ${legs.map(() => '(?::bigint, ?::bigint)').join(', ')}) v(account_id, amount)
       where exists (select 1 from m${accounts.length - 1}))`,
    );
    params.push(transferId, ...legs.flatMap((leg) => [leg.accountId, leg.amountCents]));
  }
  also.forEach((write, i) => {
    ctes.push(`also${i} as (${write.sql} returning 1)`);
    params.push(...write.params);
  });
  if (ctes.length === 0) return [];
  const counts = [...accounts.map((_, i) => `m${i}`), ...also.map((_, i) => `also${i}`)].map(
    (name) => `(select count(*) from ${name}) as ${name}`,
  );
  let row: Record<string, string | number>;
  try {
    row = (await queryOne<Record<string, string | number>>(
      tx,
      `with ${ctes.join(',\n')}\nselect ${counts.join(', ')}`,
      params,
    ))!;
  } catch (error) {
    throw checkViolation(error) ?? error;
  }
  const failed = accounts.findIndex((_, i) => Number(row[`m${i}`]) !== 1);
  if (failed >= 0) throw lowBalance(accounts[failed]!.account);
  return also.map((_, i) => Number(row[`also${i}`]));
}

/** Writes that belong together and move no money, in one statement (a CTE each); answers their row counts. */
export function writeTogether(tx: SqlEntityManager, writes: readonly AlsoWrite[]): Promise<number[]> {
  return writeLegs(tx, 0, [], writes);
}

/**
 * The legs merged per account, in id order. An account with several legs moves once by their sum, debited only if
 * every running sum keeps it at or above zero (the same answer as posting its legs one after the other).
 */
function accountMoves(
  legs: readonly PlacedLeg[],
): { accountId: number; account: AccountRef; total: number; lowest: number }[] {
  const byId = new Map<number, { accountId: number; account: AccountRef; total: number; lowest: number }>();
  for (const leg of [...legs].sort((a, b) => a.accountId - b.accountId)) {
    const move = byId.get(leg.accountId);
    if (!move)
      byId.set(leg.accountId, {
        accountId: leg.accountId,
        account: leg.account,
        total: leg.amountCents,
        lowest: leg.amountCents,
      });
    else {
      move.total += leg.amountCents;
      move.lowest = Math.min(move.lowest, move.total);
    }
  }
  return [...byId.values()];
}

/** A CHECK refusal from the one statement: a user balance below zero is the low-balance answer, a house account's is a fault. */
function checkViolation(error: unknown): AppError | undefined {
  if (pgErrorCode(error) !== '23514') return undefined;
  const constraint = constraintOf(error);
  if (constraint === 'accounts_user_balance_non_negative') return new AppError('USER.LOW_BALANCE');
  if (constraint?.startsWith('accounts_')) return new AppError('GLOBAL.INTERNAL_ERROR');
  return undefined;
}

function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function lowBalance(ref: AccountRef): AppError {
  return 'userId' in ref ? new AppError('USER.LOW_BALANCE') : new AppError('GLOBAL.INTERNAL_ERROR');
}

export async function readBalance(tx: SqlEntityManager, userId: string, kind: UserAccountKind): Promise<number> {
  const row = await queryOne<{ balance: number }>(tx, `select balance from accounts where user_id = ? and kind = ?`, [
    userId,
    kind,
  ]);
  return Number(row?.balance ?? 0);
}
