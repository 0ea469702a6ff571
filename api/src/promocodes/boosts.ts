import type { SqlEntityManager } from '@mikro-orm/sql';
import { PROMOCODE_RULES, type PromocodeBoostList, type PromocodeType, boostCents } from '@arena/schemas';
import { grantItems } from '../commerce/inventory/bonus-items';
import { pgErrorCode, queryOne, queryRows } from '../db/sql';
import type { AppServices } from '../http/services';
import { HOUSE, user } from '../ledger/types';
import { epochMs, nullableNumber } from './rows';
import { ENTRY_FACTS, TRANSFER_FACTS } from '../db/ledger-facts';

export const BOOST_OPERATION = 'PROMOCODE_DEPOSIT_BONUS';

interface DueBoost {
  activation_id: number | string;
  user_id: string;
  reward: 'PERCENT' | 'SKIN';
  account: 'REAL' | 'BONUS' | null;
  percent: number | null;
  max_bonus_cents: number | string | null;
  catalog_item_id: number | null;
  deposit_id: number | string;
  deposit_cents: number | string;
}

export interface AppliedBoost {
  activationId: number;
  userId: string;
  depositTransferId: number;
  depositCents: number;
  bonusCents: number;
  itemId: string | null;
}

/**
 * Pending boosts with the deposit each one takes: the player's first confirmed deposit (a ledger DEPOSIT transfer,
 * its credit to the real balance, as the referral job reads them) made after the activation, through the boost's
 * method if it has one (the payment row that the deposit credited), and not taken by another boost. Oldest boosts
 * first, so with several waiting each deposit boosts one code, in activation order.
 */
async function dueBoosts(em: SqlEntityManager, nowMs: number): Promise<DueBoost[]> {
  return queryRows<DueBoost>(
    em,
    `select b.activation_id, b.user_id, b.reward, b.account, b.percent, b.max_bonus_cents, b.catalog_item_id, d.id as deposit_id, d.amount as deposit_cents
     from promocode_boosts b
     cross join lateral (
       select t.id, e.amount from ${TRANSFER_FACTS} t
       join ${ENTRY_FACTS} e on e.transfer_id = t.id and e.user_id = t.user_id and e.kind = 'USER_REAL'
       where t.user_id = b.user_id and t.operation = 'DEPOSIT' and t.created_at > b.created_at and t.created_at >= ?
         and (b.method is null or exists (select 1 from payments p where p.transfer_id = t.id and p.method = b.method))
         and not exists (select 1 from promocode_boosts o where o.deposit_transfer_id = t.id)
       order by t.created_at, t.id limit 1
     ) d
     where b.deposit_transfer_id is null
     order by b.created_at, b.activation_id limit ${PROMOCODE_RULES.jobBatch}`,
    [new Date(nowMs - PROMOCODE_RULES.depositScanWindowMs)],
  );
}

/**
 * One boost, one transaction: the boost takes the deposit with a conditional update (a second pass or process finds
 * it taken and pays nothing; the unique deposit column keeps one deposit from boosting two codes), then the bonus is
 * paid from the house under a key derived from the activation, so the ledger refuses to pay it twice either way.
 */
async function applyBoost(services: AppServices, boost: DueBoost, nowMs: number): Promise<AppliedBoost | null> {
  const activationId = Number(boost.activation_id);
  const depositCents = Number(boost.deposit_cents);
  const depositTransferId = Number(boost.deposit_id);
  return services.ledger.transaction(async (tx) => {
    const taken = await queryOne(
      tx,
      `update promocode_boosts set deposit_transfer_id = ?, applied_at = ? where activation_id = ? and deposit_transfer_id is null returning activation_id`,
      [depositTransferId, new Date(nowMs), activationId],
    );
    if (!taken) return null;
    let bonusCents = 0;
    let itemId: string | null = null;
    let payoutTransferId: number | null = null;
    if (boost.reward === 'PERCENT') {
      bonusCents = boostCents(depositCents, Number(boost.percent), nullableNumber(boost.max_bonus_cents));
      if (bonusCents > 0) {
        const posted = await services.ledger.post(tx, {
          scope: boost.user_id,
          operation: BOOST_OPERATION,
          key: `boost:${activationId}`,
          request: { activationId, depositTransferId, bonusCents },
          userId: boost.user_id,
          legs: [
            { account: HOUSE, amountCents: -bonusCents },
            {
              account: user(boost.user_id, boost.account === 'REAL' ? 'USER_REAL' : 'USER_BONUS'),
              amountCents: bonusCents,
            },
          ],
        });
        payoutTransferId = posted.transferId;
      }
    } else {
      const granted = await grantItems(services.ledger, tx, {
        userId: boost.user_id,
        catalogItemIds: [Number(boost.catalog_item_id)],
        kind: 'BONUS',
        key: `promocode-boost:${activationId}`,
        wagerSource: 'PROMOCODE',
      });
      itemId = granted.itemIds[0] ?? null;
      const transfer = await queryOne<{ transfer_id: number | string }>(
        tx,
        `select transfer_id from item_events where item_id = ? order by id limit 1`,
        [itemId],
      );
      payoutTransferId = transfer ? Number(transfer.transfer_id) : null;
    }
    await tx.execute(
      `update promocode_boosts set bonus_cents = ?, payout_transfer_id = ? where activation_id = ?`,
      [bonusCents, payoutTransferId, activationId],
      'run',
    );
    return { activationId, userId: boost.user_id, depositTransferId, depositCents, bonusCents, itemId };
  });
}

/**
 * The promocode job: applies every pending boost whose deposit has arrived. Idempotent; any number of passes in any
 * number of processes pay each boost once.
 */
export async function runPromocodeJob(services: AppServices, nowMs: number): Promise<AppliedBoost[]> {
  const applied: AppliedBoost[] = [];
  for (const boost of await dueBoosts(services.orm.em.fork() as SqlEntityManager, nowMs)) {
    try {
      const done = await applyBoost(services, boost, nowMs);
      if (done) applied.push(done);
    } catch (error) {
      // Another boost of the same player took this deposit in the same pass: this one waits for the next deposit.
      if (pgErrorCode(error) !== '23505') throw error;
    }
  }
  return applied;
}

interface BoostRow {
  activation_id: number | string;
  code: string;
  type: PromocodeType;
  percent: number | null;
  max_bonus_cents: number | string | null;
  method: string | null;
  created_at: Date | string;
  applied_at: Date | string | null;
  bonus_cents: number | string | null;
}

/** The player's deposit boosts, newest first. */
export async function listBoosts(em: SqlEntityManager, userId: string): Promise<PromocodeBoostList> {
  const rows = await queryRows<BoostRow>(
    em,
    `select b.activation_id, p.code, p.type, b.percent, b.max_bonus_cents, b.method, b.created_at, b.applied_at, b.bonus_cents
     from promocode_boosts b join promocode_activations a on a.id = b.activation_id join promocodes p on p.id = a.promocode_id
     where b.user_id = ? order by b.created_at desc, b.activation_id desc limit 50`,
    [userId],
  );
  return {
    boosts: rows.map((row) => ({
      activationId: Number(row.activation_id),
      code: row.code,
      type: row.type,
      percent: nullableNumber(row.percent),
      maxBonusCents: nullableNumber(row.max_bonus_cents),
      method: row.method as PromocodeBoostList['boosts'][number]['method'],
      createdAt: epochMs(row.created_at),
      appliedAt: row.applied_at === null ? null : epochMs(row.applied_at),
      bonusCents: nullableNumber(row.bonus_cents),
    })),
  };
}
