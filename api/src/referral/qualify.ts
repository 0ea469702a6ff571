import type { SqlEntityManager } from '@mikro-orm/sql';
import { REFERRAL_RULES, referralSkinCents } from '@arena/schemas';
import { grantItems } from '../commerce/inventory/bonus-items';
import { execute, pgErrorCode, queryOne, queryRows } from '../db/sql';
import type { AppServices } from '../http/services';
import { referralSkin } from './payouts';
import { BET_FACTS, ENTRY_FACTS, TRANSFER_FACTS } from '../db/ledger-facts';

/** Deposits (credits of DEPOSIT transfers) of the link's referral since the link; `l` is the referral_links row. */
export const LINK_DEPOSITED_SQL = `coalesce((select sum(e.amount) from ${TRANSFER_FACTS} t
  join ${ENTRY_FACTS} e on e.transfer_id = t.id and e.user_id = t.user_id and e.kind = 'USER_REAL'
  where t.user_id = l.referred_id and t.operation = 'DEPOSIT' and t.created_at >= l.linked_at), 0)`;

/** Settled real-money and real-skin stakes of the link's referral placed since the link (refunds and bonus bets count nothing). */
export const LINK_PLAYED_SQL = `coalesce((select sum(b.stake_cents) from ${BET_FACTS} b
  where b.user_id = l.referred_id and b.status = 'SETTLED' and b.source in ('REAL', 'SKINS') and b.created_at >= l.linked_at), 0)`;

export interface QualifiedReferral {
  referredId: string;
  referrerId: string;
  ordinal: number;
  skinCents: number;
  itemIds: string[];
}

/**
 * Qualifies one referral in one transaction: the conditional update (still unqualified) takes the referrer's next
 * ordinal, which decides the tier, and the unique (referrer, ordinal) keeps two processes from handing out one
 * ordinal twice; the bonus skin is granted under a key of the referral, so it is given once whatever happens.
 */
async function qualify(
  services: AppServices,
  referredId: string,
  referrerId: string,
  nowMs: number,
): Promise<QualifiedReferral | null> {
  return services.ledger.transaction(async (tx) => {
    const count = await queryOne<{ n: number | string }>(
      tx,
      `select count(*) as n from referral_links where referrer_id = ? and qualified_at is not null`,
      [referrerId],
    );
    const ordinal = Number(count?.n ?? 0) + 1;
    const skinCents = referralSkinCents(ordinal);
    const changed = await execute(
      tx,
      `update referral_links set qualified_at = ?, qualified_ordinal = ?, skin_cents = ? where referred_id = ? and qualified_at is null`,
      [new Date(nowMs), ordinal, skinCents, referredId],
    );
    if (changed !== 1) return null;
    const skin = referralSkin(skinCents, referredId);
    let itemIds: string[] = [];
    if (skin) {
      const granted = await grantItems(services.ledger, tx, {
        userId: referrerId,
        catalogItemIds: [skin.id],
        kind: 'BONUS',
        key: `referral:${referredId}`,
        wagerSource: 'REFERRAL',
      });
      itemIds = granted.itemIds;
      await tx.execute(
        `update referral_links set skin_transfer_id = (select t.id from ${TRANSFER_FACTS} t where t.scope = ? and t.operation = 'ITEM_GRANT' and t.idempotency_key = ?)
         where referred_id = ?`,
        [referrerId, `referral:${referredId}`, referredId],
        'run',
      );
    }
    return { referredId, referrerId, ordinal, skinCents, itemIds };
  });
}

/** The qualification part of the referral job: every unqualified referral that has now deposited $3 and played $6. */
export async function qualifyReferrals(services: AppServices, nowMs: number): Promise<QualifiedReferral[]> {
  const em = services.orm.em.fork() as SqlEntityManager;
  const due = await queryRows<{ referred_id: string; referrer_id: string }>(
    em,
    `select l.referred_id, l.referrer_id from referral_links l
     where l.qualified_at is null and ${LINK_DEPOSITED_SQL} >= ? and ${LINK_PLAYED_SQL} >= ?
     order by l.linked_at, l.referred_id limit ${REFERRAL_RULES.jobBatch}`,
    [REFERRAL_RULES.qualifyDepositCents, REFERRAL_RULES.qualifyPlayCents],
  );
  const qualified: QualifiedReferral[] = [];
  for (const row of due) {
    try {
      const done = await qualify(services, row.referred_id, row.referrer_id, nowMs);
      if (done) qualified.push(done);
    } catch (error) {
      // Another process took this ordinal for another referral of the same referrer: retried next pass.
      if (pgErrorCode(error) !== '23505') throw error;
    }
  }
  return qualified;
}
