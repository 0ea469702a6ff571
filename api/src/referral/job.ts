import type { AppServices } from '../http/services';
import { type RewardedDeposit, rewardReferralDeposits } from './deposits';
import { type QualifiedReferral, qualifyReferrals } from './qualify';
import { type PaidPeriod, payRevshare } from './revshare';

export interface ReferralJobReport {
  deposits: RewardedDeposit[];
  qualified: QualifiedReferral[];
  revshare: PaidPeriod[];
}

/**
 * One pass of the referral job: reward new deposits of referrals (share + first-deposit bonus), grant the tier skin of
 * referrals that just qualified, pay revshare for weeks that ended. Every reward has its own row written in the same
 * transaction as its ledger transfer, so any number of passes, in any number of processes, pay each once.
 */
export async function runReferralJob(services: AppServices, nowMs: number): Promise<ReferralJobReport> {
  const deposits = await rewardReferralDeposits(services, nowMs);
  const qualified = await qualifyReferrals(services, nowMs);
  const revshare = await payRevshare(services, nowMs);
  return { deposits, qualified, revshare };
}
