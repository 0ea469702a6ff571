import type { SqlEntityManager } from '@mikro-orm/sql';
import type { AdminUserListAnswer, AdminUserProfileAnswer, AdminUserRow, AdminUserSearchQuery } from '@arena/schemas';
import { queryOne, queryRows } from '../db/sql';
import { BALANCE_FACTS, BET_FACTS, ENTRY_FACTS, TRANSFER_FACTS } from '../db/ledger-facts';

interface UserRow {
  id: string;
  name: string;
  auth_subject: string;
  role: string;
  banned_at: Date | string | null;
  created_at: Date | string;
  real_cents: number | string | null;
  bonus_cents: number | string | null;
  deposited_total_cents?: number | string;
  wagered_total_cents?: number | string;
}

const USER_SELECT = `select u.id, u.name, u.auth_subject, u.role, u.banned_at, u.created_at, u.deposited_total_cents, u.wagered_total_cents,
  (select a.balance from ${BALANCE_FACTS} a where a.user_id = u.id and a.kind = 'USER_REAL') as real_cents,
  (select a.balance from ${BALANCE_FACTS} a where a.user_id = u.id and a.kind = 'USER_BONUS') as bonus_cents
  from users u`;

const ms = (value: Date | string) => new Date(value).getTime();

function toRow(row: UserRow): AdminUserRow {
  return {
    id: row.id,
    name: row.name,
    authSubject: row.auth_subject,
    role: row.role,
    bannedAt: row.banned_at === null ? null : ms(row.banned_at),
    createdAt: ms(row.created_at),
    realCents: Number(row.real_cents ?? 0),
    bonusCents: Number(row.bonus_cents ?? 0),
  };
}

/** `%` and `_` typed by the admin are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One box finds a user by what an operator has at hand: the id, the Steam id (with or without `steam:`), the full
 * sign-in subject, or part of the name. An empty box lists the newest accounts.
 */
export async function searchUsers(em: SqlEntityManager, query: AdminUserSearchQuery): Promise<AdminUserListAnswer> {
  const q = query.q ?? '';
  const where = q
    ? `where u.id::text = lower(?) or u.auth_subject = ? or u.auth_subject = 'steam:' || ? or u.name ilike ? escape '\\'`
    : '';
  const params = q ? [q, q, q, likePattern(q)] : [];
  const rows = await queryRows<UserRow>(
    em,
    `${USER_SELECT} ${where} order by u.created_at desc, u.id limit ? offset ?`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const total = await queryOne<{ n: number | string }>(em, `select count(*) as n from users u ${where}`, params);
  return { items: rows.map(toRow), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

const RECENT = 50;

/** The console's user page: account, balances, the latest ledger entries of both balances and the latest bets. */
export async function userProfile(em: SqlEntityManager, userId: string): Promise<AdminUserProfileAnswer | undefined> {
  const row = await queryOne<UserRow>(em, `${USER_SELECT} where u.id = ?`, [userId]);
  if (!row) return undefined;
  const ledger = await queryRows<{
    transfer_id: string | number;
    operation: string;
    kind: string;
    amount: number | string;
    created_at: Date | string;
  }>(
    em,
    `select e.transfer_id, t.operation, e.kind, e.amount, t.created_at from ${ENTRY_FACTS} e
     join ${TRANSFER_FACTS} t on t.id = e.transfer_id
     where e.user_id = ? order by e.id desc limit ${RECENT}`,
    [userId],
  );
  const bets = await queryRows<{
    id: string;
    game: string;
    source: string;
    stake_cents: number | string;
    payout_cents: number | string | null;
    status: string;
    created_at: Date | string;
  }>(
    em,
    `select id, game, source, stake_cents, payout_cents, status, created_at from ${BET_FACTS} b where user_id = ? order by created_at desc, id limit ${RECENT}`,
    [userId],
  );
  return {
    user: {
      ...toRow(row),
      depositedTotalCents: Number(row.deposited_total_cents ?? 0),
      wageredTotalCents: Number(row.wagered_total_cents ?? 0),
    },
    ledger: ledger.map((entry) => ({
      transferId: String(entry.transfer_id),
      operation: entry.operation,
      account: entry.kind === 'USER_BONUS' ? 'BONUS' : 'REAL',
      amountCents: Number(entry.amount),
      createdAt: ms(entry.created_at),
    })),
    bets: bets.map((bet) => ({
      id: bet.id,
      game: bet.game,
      source: bet.source,
      stakeCents: Number(bet.stake_cents),
      payoutCents: bet.payout_cents === null ? null : Number(bet.payout_cents),
      status: bet.status,
      createdAt: ms(bet.created_at),
    })),
  };
}
