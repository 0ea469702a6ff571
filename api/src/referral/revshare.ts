import type { SqlEntityManager } from '@mikro-orm/sql';
import { REFERRAL_RULES, revsharePeriodStart, settleRevshare } from '@arena/schemas';
import { queryOne, queryRows } from '../db/sql';
import type { AppServices } from '../http/services';
import { payFromHouse } from './payouts';
import { BET_FACTS } from '../db/ledger-facts';

/**
 * The house result (stake − payout) of referrals' bets, per referrer: settled real-money and real-skin bets placed
 * after the link, ended within [?, ?), jackpot left out (see REFERRAL_RULES). Params: excluded games, from, to, then
 * whatever `filter` adds.
 */
export function revenueSql(filter = ''): string {
  return `select l.referrer_id, coalesce(sum(b.stake_cents - b.payout_cents), 0) as revenue from ${BET_FACTS} b
    join referral_links l on l.referred_id = b.user_id
    where b.status = 'SETTLED' and b.source in ('REAL', 'SKINS') and b.game not in (?) and b.created_at >= l.linked_at
      and b.ended_at >= ? and b.ended_at < ?${filter}
    group by l.referrer_id`;
}

export interface RevsharePayout {
  referrerId: string;
  revenueCents: number;
  carryInCents: number;
  revshareCents: number;
  carryOutCents: number;
}

export interface PaidPeriod {
  periodStart: number;
  payouts: RevsharePayout[];
}

/**
 * One week, one transaction: the period row is claimed first (a second pass or process finds it and stops), then
 * every referrer whose referrals played that week gets a payout row with the carry from their previous row, and a
 * positive share is paid to their real balance under the key of the week.
 */
async function payPeriod(services: AppServices, startMs: number): Promise<PaidPeriod | null> {
  const start = new Date(startMs);
  const end = new Date(startMs + REFERRAL_RULES.revsharePeriodMs);
  return services.ledger.transaction(async (tx) => {
    const claimed = await queryOne(
      tx,
      `insert into referral_revshare_periods (period_start, processed_at) values (?, now()) on conflict do nothing returning period_start`,
      [start],
    );
    if (!claimed) return null;
    const rows = await queryRows<{ referrer_id: string; revenue: number | string }>(
      tx,
      `${revenueSql()} order by l.referrer_id`,
      [[...REFERRAL_RULES.revshareExcludedGames], start, end],
    );
    const payouts: RevsharePayout[] = [];
    for (const row of rows) {
      const previous = await queryOne<{ carry_out_cents: number | string }>(
        tx,
        `select carry_out_cents from referral_revshare_payouts where referrer_id = ? and period_start < ? order by period_start desc limit 1`,
        [row.referrer_id, start],
      );
      const carryInCents = Number(previous?.carry_out_cents ?? 0);
      const revenueCents = Number(row.revenue);
      const settled = settleRevshare(carryInCents, revenueCents);
      let transferId: number | null = null;
      if (settled.revshareCents > 0) {
        transferId = await payFromHouse(services.ledger, tx, {
          userId: row.referrer_id,
          account: 'USER_REAL',
          cents: settled.revshareCents,
          operation: 'REFERRAL_REVSHARE',
          key: start.toISOString(),
        });
      }
      await tx.execute(
        `insert into referral_revshare_payouts (referrer_id, period_start, revenue_cents, carry_in_cents, revshare_cents, carry_out_cents, transfer_id)
         values (?, ?, ?, ?, ?, ?, ?)`,
        [row.referrer_id, start, revenueCents, carryInCents, settled.revshareCents, settled.carryOutCents, transferId],
        'run',
      );
      payouts.push({
        referrerId: row.referrer_id,
        revenueCents,
        carryInCents,
        revshareCents: settled.revshareCents,
        carryOutCents: settled.carryOutCents,
      });
    }
    return { periodStart: startMs, payouts };
  });
}

/**
 * The revshare part of the referral job: every week from the first link (or after the last paid week) that ended at
 * least `revshareGraceMs` ago, in order (each week's carry comes from the one before), a few per pass.
 */
export async function payRevshare(services: AppServices, nowMs: number): Promise<PaidPeriod[]> {
  const em = services.orm.em.fork() as SqlEntityManager;
  const bounds = await queryOne<{ last: Date | string | null; first: Date | string | null }>(
    em,
    `select (select max(period_start) from referral_revshare_periods) as last, (select min(linked_at) from referral_links) as first`,
  );
  if (!bounds?.first) return [];
  const week = REFERRAL_RULES.revsharePeriodMs;
  let startMs = bounds.last
    ? new Date(bounds.last).getTime() + week
    : revsharePeriodStart(new Date(bounds.first).getTime());
  const paid: PaidPeriod[] = [];
  while (
    startMs + week + REFERRAL_RULES.revshareGraceMs <= nowMs &&
    paid.length < REFERRAL_RULES.revsharePeriodsPerPass
  ) {
    const done = await payPeriod(services, startMs);
    if (done) paid.push(done);
    startMs += week;
  }
  return paid;
}
