import { createHash } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { getCatalog, type CatalogItem } from '../commerce/catalog/catalog';
import type { Ledger } from '../ledger/ledger';
import { HOUSE, type UserAccountKind, user } from '../ledger/types';

export type ReferralOperation = 'REFERRAL_DEPOSIT_SHARE' | 'REFERRAL_FIRST_DEPOSIT_BONUS' | 'REFERRAL_REVSHARE';

export interface HousePayment {
  userId: string;
  account: UserAccountKind;
  cents: number;
  operation: ReferralOperation;
  /** Deterministic: the same reward always carries the same key, so the ledger refuses to pay it twice. */
  key: string;
}

/**
 * Pays a referral reward from the house (a marketing cost, like battlepass rewards) in the caller's transaction.
 * Answers the transfer id, also when the key was paid before (then nothing moves).
 */
export async function payFromHouse(ledger: Ledger, tx: SqlEntityManager, payment: HousePayment): Promise<number> {
  const posted = await ledger.post(tx, {
    scope: payment.userId,
    operation: payment.operation,
    key: payment.key,
    request: { userId: payment.userId, account: payment.account, cents: payment.cents },
    userId: payment.userId,
    legs: [
      { account: HOUSE, amountCents: -payment.cents },
      { account: user(payment.userId, payment.account), amountCents: payment.cents },
    ],
  });
  return posted.transferId;
}

/**
 * The tier's bonus skin: among the catalog skins priced closest to `cents` without passing it, one picked by the
 * referral's id, so the same referral always gets the same skin and different referrals get some variety.
 */
export function referralSkin(cents: number, referredId: string): CatalogItem | undefined {
  const within = getCatalog().items.filter((item) => item.priceCents <= cents);
  const best = within.at(-1)?.priceCents;
  if (best === undefined) return undefined;
  const candidates = within.filter((item) => item.priceCents === best);
  const pick = createHash('sha256').update(referredId).digest().readUInt32BE(0) % candidates.length;
  return candidates[pick];
}
