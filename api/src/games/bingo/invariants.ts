import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryRows } from '../../db/sql';
import { BINGO_PRIZE_OPERATION } from './draws';
import { ENTRY_FACTS, TRANSFER_FACTS } from '../../db/ledger-facts';

/**
 * Bingo's money rules on top of the ledger's own (api/src/ledger/invariants.ts), each a query of offending rows:
 * prizes are paid once and exactly as fixed at the close, purchases are backed by their transfer, and every
 * draw's pool is paid or rolled over to the cent, the rollover received once by the next draw.
 */
const CHECKS: { rule: string; sql: string }[] = [
  {
    rule: 'a prize transfer credits its ticket owner exactly the prize, once',
    sql: `select t.id, coalesce(e.credited, 0) - t.prize_cents as detail from bingo_tickets t
          join ${TRANSFER_FACTS} x on x.id = t.prize_transfer_id
          left join (select le.transfer_id, sum(le.amount) as credited from ${ENTRY_FACTS} le
                     where le.kind = 'USER_REAL' group by le.transfer_id) e on e.transfer_id = x.id
          where x.operation <> '${BINGO_PRIZE_OPERATION}' or x.idempotency_key <> t.id::text or x.user_id <> t.owner_id
             or coalesce(e.credited, 0) <> t.prize_cents limit 5`,
  },
  {
    rule: 'every prize transfer belongs to a ticket that records it',
    sql: `select x.id, x.idempotency_key as detail from ${TRANSFER_FACTS} x left join bingo_tickets t on t.prize_transfer_id = x.id
          where x.operation = '${BINGO_PRIZE_OPERATION}' and t.id is null limit 5`,
  },
  {
    rule: 'a finished draw has paid every prize',
    sql: `select t.id, d.status as detail from bingo_tickets t join bingo_draws d on d.id = t.draw_id
          where d.status = 'FINISHED' and t.prize_cents > 0 and t.prize_transfer_id is null limit 5`,
  },
  {
    rule: 'a finished draw paid what its tickets record and rolled over the rest of its pool',
    sql: `select d.id, d.paid_cents - coalesce(p.paid, 0) as detail from bingo_draws d
          left join (select draw_id, sum(prize_cents) as paid from bingo_tickets where prize_transfer_id is not null group by draw_id) p on p.draw_id = d.id
          where d.status = 'FINISHED' and (d.paid_cents <> coalesce(p.paid, 0) or d.paid_cents + d.rollover_out_cents <> d.pool_cents) limit 5`,
  },
  {
    rule: 'a draw received exactly the rollover its source draw left',
    sql: `select d.id, d.rollover_in_cents - coalesce(s.rollover_out_cents, 0) as detail from bingo_draws d left join bingo_draws s on s.id = d.rollover_from
          where d.status <> 'OPEN' and d.rollover_in_cents <> coalesce(s.rollover_out_cents, 0) limit 5`,
  },
  {
    rule: 'bought tickets are paid by their purchase transfer (price per ticket to the house)',
    sql: `select x.id, sum(t.price_cents) - coalesce(min(h.amount), 0) as detail from bingo_tickets t
          join ${TRANSFER_FACTS} x on x.id = t.purchase_transfer_id
          left join (select le.transfer_id, le.amount from ${ENTRY_FACTS} le where le.kind = 'HOUSE') h on h.transfer_id = x.id
          group by x.id having sum(t.price_cents) <> coalesce(min(h.amount), 0) limit 5`,
  },
];

export async function checkBingoInvariants(em: SqlEntityManager): Promise<string[]> {
  const violations: string[] = [];
  for (const check of CHECKS) {
    for (const row of await queryRows<{ id: unknown; detail: unknown }>(em, check.sql))
      violations.push(`${check.rule}: ${String(row.id)} (${String(row.detail)})`);
  }
  return violations;
}

export async function assertBingoInvariants(em: SqlEntityManager): Promise<void> {
  const violations = await checkBingoInvariants(em);
  if (violations.length > 0) throw new Error(`bingo invariants broken:\n${violations.join('\n')}`);
}
