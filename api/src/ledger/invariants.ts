import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryRows } from '../db/sql';

export interface InvariantReport {
  ok: boolean;
  violations: string[];
  checkedAt: string;
}

/** Each check is a query that returns offending rows; an empty answer means the rule holds. */
const CHECKS: { rule: string; sql: string }[] = [
  {
    rule: 'every transfer balances to zero',
    sql: `select transfer_id as id, sum(amount)::bigint as detail from ledger_entries group by transfer_id having sum(amount) <> 0 limit 5`,
  },
  {
    rule: 'all entries sum to zero',
    sql: `select 'ledger' as id, coalesce(sum(amount), 0)::bigint as detail from ledger_entries having coalesce(sum(amount), 0) <> 0`,
  },
  {
    rule: 'cached balances equal the sum of their entries',
    sql: `select a.id, a.balance - coalesce(e.total, 0) as detail from accounts a
          left join (select account_id, sum(amount)::bigint as total from ledger_entries group by account_id) e on e.account_id = a.id
          where a.balance <> coalesce(e.total, 0) limit 5`,
  },
  {
    rule: 'no user balance is negative',
    sql: `select id, balance as detail from accounts where kind like 'USER_%' and balance < 0 limit 5`,
  },
  {
    rule: 'no bet has two endings',
    sql: `select bet_id as id, count(*) as detail from ledger_transfers
          where operation in ('BET_SETTLE','BET_REFUND') and bet_id is not null group by bet_id having count(*) > 1 limit 5`,
  },
  {
    rule: 'a bet is open exactly when it has no ending transfer',
    sql: `select b.id, b.status as detail from bets b
          left join ledger_transfers t on t.bet_id = b.id and t.operation in ('BET_SETTLE','BET_REFUND')
          where (b.status = 'OPEN') <> (t.id is null) or (t.id is not null and t.id <> b.end_transfer_id) limit 5`,
  },
  {
    rule: 'each bet escrow shard holds exactly the open money stakes recorded on it',
    sql: `select 'escrow shard ' || a.shard as id, a.balance - coalesce(o.total, 0) as detail from accounts a
          left join (select escrow_shard, sum(stake_cents)::bigint as total from bets where status = 'OPEN' and source <> 'SKINS' group by escrow_shard) o
            on o.escrow_shard = a.shard
          where a.kind = 'BET_ESCROW' and a.balance <> coalesce(o.total, 0)`,
  },
  {
    rule: 'a staked skin belongs to an open bet of its owner',
    sql: `select i.id, i.status as detail from user_items i left join bets b on b.id = i.bet_id
          where i.status = 'IN_BET' and (b.id is null or b.status <> 'OPEN' or b.user_id <> i.user_id) limit 5`,
  },
  {
    rule: 'a skin in a trade belongs to a pending transfer order of its owner',
    sql: `select i.id, i.status as detail from user_items i left join transfer_orders o on o.id = i.transfer_order_id
          where i.status = 'IN_TRADE' and (o.id is null or o.status <> 'Pending' or o.user_id <> i.user_id) limit 5`,
  },
  {
    rule: 'a payment is credited exactly when confirmed, once, with its amount',
    sql: `select p.id, p.status as detail from payments p
          left join ledger_transfers t on t.scope = p.user_id::text and t.operation = 'DEPOSIT' and t.idempotency_key = 'payment:' || p.id::text
          left join (select transfer_id, sum(amount) filter (where amount > 0) as credited from ledger_entries group by transfer_id) e
            on e.transfer_id = t.id
          where (p.status = 'CONFIRMED') <> (t.id is not null)
             or (t.id is not null and (p.transfer_id is distinct from t.id or e.credited is distinct from p.amount_cents)) limit 5`,
  },
  {
    rule: 'a transfer order is returned exactly when rejected, once',
    sql: `select o.id, o.status as detail from transfer_orders o
          left join (select idempotency_key, count(*) as n from ledger_transfers where operation = 'WITHDRAW_RETURN' group by idempotency_key) r
            on r.idempotency_key = o.id::text
          where (o.status = 'Rejected') <> (coalesce(r.n, 0) = 1) or coalesce(r.n, 0) > 1 limit 5`,
  },
  {
    rule: 'an expired skin was a bonus skin and has its expiry transfer',
    sql: `select i.id, i.kind as detail from user_items i
          left join ledger_transfers t on t.operation = 'BONUS_ITEM_EXPIRE' and t.idempotency_key = i.id::text and t.scope = i.user_id::text
          where i.status = 'EXPIRED' and (t.id is null or i.kind <> 'BONUS') limit 5`,
  },
];

export async function checkLedgerInvariants(em: SqlEntityManager): Promise<InvariantReport> {
  const violations: string[] = [];
  for (const check of CHECKS) {
    const rows = await queryRows<{ id: unknown; detail: unknown }>(em, check.sql);
    for (const row of rows) violations.push(`${check.rule}: ${String(row.id)} (${String(row.detail)})`);
  }
  return { ok: violations.length === 0, violations, checkedAt: new Date().toISOString() };
}

export class LedgerInvariantError extends Error {
  constructor(readonly violations: string[]) {
    super(`ledger invariants broken:\n${violations.join('\n')}`);
    this.name = 'LedgerInvariantError';
  }
}

/** Throws when any money rule is broken. Used in tests, at boot, and by the admin health check. */
export async function assertLedgerInvariants(em: SqlEntityManager): Promise<InvariantReport> {
  const report = await checkLedgerInvariants(em);
  if (!report.ok) throw new LedgerInvariantError(report.violations);
  return report;
}
