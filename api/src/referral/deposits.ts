import type { SqlEntityManager } from '@mikro-orm/sql';
import { REFERRAL_RULES, depositShareCents, firstDepositBonusCents } from '@arena/schemas';
import { pgErrorCode, queryOne, queryRows } from '../db/sql';
import type { AppServices } from '../http/services';
import { payFromHouse } from './payouts';
import { ENTRY_FACTS, TRANSFER_FACTS } from '../db/ledger-facts';

interface UnrewardedDeposit {
  id: number | string;
  referred_id: string;
  referrer_id: string;
  created_at: Date | string;
  amount: number | string;
}

export interface RewardedDeposit {
  depositTransferId: number;
  referredId: string;
  amountCents: number;
  shareCents: number;
  firstBonusCents: number;
}

/**
 * Confirmed deposits (ledger DEPOSIT transfers, their credit to the real balance) of linked referrals made after the
 * link, not rewarded yet, within the scan window and older than `depositSettleMs`. The anti-join on the reward table,
 * not an id cursor, finds them: a transfer with a lower id can commit after a higher one.
 */
async function unrewarded(em: SqlEntityManager, nowMs: number): Promise<UnrewardedDeposit[]> {
  return queryRows<UnrewardedDeposit>(
    em,
    `select t.id, l.referred_id, l.referrer_id, t.created_at, e.amount from referral_links l
     join ${TRANSFER_FACTS} t on t.user_id = l.referred_id and t.operation = 'DEPOSIT' and t.created_at >= l.linked_at
     join ${ENTRY_FACTS} e on e.transfer_id = t.id and e.user_id = t.user_id and e.kind = 'USER_REAL'
     left join referral_deposit_rewards r on r.deposit_transfer_id = t.id
     where r.deposit_transfer_id is null and t.created_at >= ? and t.created_at <= ?
     order by t.created_at, t.id limit ${REFERRAL_RULES.jobBatch}`,
    [new Date(nowMs - REFERRAL_RULES.depositScanWindowMs), new Date(nowMs - REFERRAL_RULES.depositSettleMs)],
  );
}

/**
 * Whether the deposit is the account's first one ever (made after the link, or the scan would not have found it) and
 * no other deposit got the first-deposit bonus already (one that committed late may be seen after a later one).
 */
async function isFirstDeposit(tx: SqlEntityManager, deposit: UnrewardedDeposit): Promise<boolean> {
  const earlier = await queryOne(
    tx,
    `select 1 from ${TRANSFER_FACTS} t
     join ${TRANSFER_FACTS} other on other.user_id = t.user_id and other.operation = 'DEPOSIT'
       and (other.created_at < t.created_at or (other.created_at = t.created_at and other.id < t.id))
     where t.id = ?
     union all
     select 1 from referral_deposit_rewards where referred_id = ? and is_first
     limit 1`,
    [deposit.id, deposit.referred_id],
  );
  return earlier === undefined;
}

/**
 * One deposit, one transaction: the reward row (primary key = the deposit's transfer) is written first, so a second
 * pass or process finds it and pays nothing; then the referrer's 20% share to their bonus balance and, for the first
 * deposit, the referral's +100% (capped) to theirs, each under a key derived from the deposit.
 */
async function rewardDeposit(services: AppServices, deposit: UnrewardedDeposit): Promise<RewardedDeposit | null> {
  const depositTransferId = Number(deposit.id);
  const amountCents = Number(deposit.amount);
  return services.ledger.transaction(async (tx) => {
    const first = await isFirstDeposit(tx, deposit);
    const shareCents = depositShareCents(amountCents);
    const firstBonusCents = first ? firstDepositBonusCents(amountCents) : 0;
    const claimed = await queryOne(
      tx,
      `insert into referral_deposit_rewards (deposit_transfer_id, referred_id, referrer_id, amount_cents, share_cents, is_first, first_bonus_cents)
       values (?, ?, ?, ?, ?, ?, ?) on conflict do nothing returning deposit_transfer_id`,
      [depositTransferId, deposit.referred_id, deposit.referrer_id, amountCents, shareCents, first, firstBonusCents],
    );
    if (!claimed) return null;
    let shareTransferId: number | null = null;
    let bonusTransferId: number | null = null;
    if (shareCents > 0) {
      shareTransferId = await payFromHouse(services.ledger, tx, {
        userId: deposit.referrer_id,
        account: 'USER_BONUS',
        cents: shareCents,
        operation: 'REFERRAL_DEPOSIT_SHARE',
        key: `deposit:${depositTransferId}`,
      });
    }
    if (firstBonusCents > 0) {
      bonusTransferId = await payFromHouse(services.ledger, tx, {
        userId: deposit.referred_id,
        account: 'USER_BONUS',
        cents: firstBonusCents,
        operation: 'REFERRAL_FIRST_DEPOSIT_BONUS',
        key: 'first-deposit',
      });
    }
    await tx.execute(
      `update referral_deposit_rewards set share_transfer_id = ?, bonus_transfer_id = ? where deposit_transfer_id = ?`,
      [shareTransferId, bonusTransferId, depositTransferId],
      'run',
    );
    return { depositTransferId, referredId: deposit.referred_id, amountCents, shareCents, firstBonusCents };
  });
}

/** The deposit part of the referral job. */
export async function rewardReferralDeposits(services: AppServices, nowMs: number): Promise<RewardedDeposit[]> {
  const rewarded: RewardedDeposit[] = [];
  for (const deposit of await unrewarded(services.orm.em.fork() as SqlEntityManager, nowMs)) {
    try {
      const done = await rewardDeposit(services, deposit);
      if (done) rewarded.push(done);
    } catch (error) {
      // Another process rewarded a first deposit of the same account meanwhile: this one is retried next pass.
      if (pgErrorCode(error) !== '23505') throw error;
    }
  }
  return rewarded;
}
