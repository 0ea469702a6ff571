import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type PageQuery,
  type PartnersStatsAnswer,
  REFERRAL_RULES,
  type ReferralAnswer,
  type ReferralListAnswer,
  type ReferralTier,
  referralSkinCents,
  revsharePeriodStart,
} from '@arena/schemas';
import { queryOne, queryRows } from '../db/sql';
import { LINK_DEPOSITED_SQL, LINK_PLAYED_SQL } from './qualify';
import { revenueSql } from './revshare';

type Num = number | string | null;
const ms = (value: Date | string) => new Date(value).getTime();
const ALL_TIME_END = Date.UTC(9999, 0, 1);

export function referralTiers(): ReferralTier[] {
  const { tiers } = REFERRAL_RULES;
  return tiers.map((tier, i) => ({
    fromReferral: tier.fromReferral,
    toReferral: tiers[i + 1] ? tiers[i + 1]!.fromReferral - 1 : null,
    skinCents: tier.skinCents,
  }));
}

async function counts(
  em: SqlEntityManager,
  userId: string,
): Promise<{ referrals: number; qualified: number; skinsCents: number }> {
  const row = await queryOne<{ referrals: Num; qualified: Num; skins: Num }>(
    em,
    `select count(*) as referrals, count(qualified_at) as qualified, coalesce(sum(skin_cents), 0) as skins from referral_links where referrer_id = ?`,
    [userId],
  );
  return {
    referrals: Number(row?.referrals ?? 0),
    qualified: Number(row?.qualified ?? 0),
    skinsCents: Number(row?.skins ?? 0),
  };
}

/** `GET /api/referral`. */
export async function referralSummary(em: SqlEntityManager, userId: string): Promise<ReferralAnswer> {
  const user = await queryOne<{ referral_code: string }>(em, `select referral_code from users where id = ?`, [userId]);
  if (!user) throw new AppError('USER.NOT_FOUND');
  const { referrals, qualified, skinsCents } = await counts(em, userId);
  const money = await queryOne<{ share: Num; revshare: Num }>(
    em,
    `select (select coalesce(sum(share_cents), 0) from referral_deposit_rewards where referrer_id = ?) as share,
            (select coalesce(sum(revshare_cents), 0) from referral_revshare_payouts where referrer_id = ?) as revshare`,
    [userId, userId],
  );
  const upline = await queryOne<{ name: string; linked_at: Date | string; first_bonus: Num }>(
    em,
    `select u.name, l.linked_at, (select first_bonus_cents from referral_deposit_rewards where referred_id = l.referred_id and is_first) as first_bonus
     from referral_links l join users u on u.id = l.referrer_id where l.referred_id = ?`,
    [userId],
  );
  const {
    qualifyDepositCents,
    qualifyPlayCents,
    depositSharePercent,
    firstDepositBonusPercent,
    firstDepositBonusCapCents,
    revsharePercent,
  } = REFERRAL_RULES;
  return {
    code: user.referral_code,
    referrals,
    qualified,
    nextSkinCents: referralSkinCents(qualified + 1),
    tiers: referralTiers(),
    earnings: { skinsCents, depositShareCents: Number(money?.share ?? 0), revshareCents: Number(money?.revshare ?? 0) },
    rules: {
      qualifyDepositCents,
      qualifyPlayCents,
      depositSharePercent,
      firstDepositBonusPercent,
      firstDepositBonusCapCents,
      revsharePercent,
    },
    referredBy: upline
      ? {
          name: upline.name,
          linkedAt: ms(upline.linked_at),
          firstDepositBonusCents: upline.first_bonus === null ? null : Number(upline.first_bonus),
        }
      : null,
  };
}

interface ListRow {
  referred_id: string;
  name: string;
  avatar: string | null;
  linked_at: Date | string;
  deposited: Num;
  played: Num;
  qualified_at: Date | string | null;
  skin_cents: Num;
  share: Num;
}

/** `GET /api/referral/referrals`: newest links first. */
export async function referralList(em: SqlEntityManager, userId: string, page: PageQuery): Promise<ReferralListAnswer> {
  const total = await queryOne<{ n: Num }>(em, `select count(*) as n from referral_links where referrer_id = ?`, [
    userId,
  ]);
  const rows = await queryRows<ListRow>(
    em,
    `select l.referred_id, u.name, u.avatar, l.linked_at, ${LINK_DEPOSITED_SQL} as deposited, ${LINK_PLAYED_SQL} as played, l.qualified_at, l.skin_cents,
            (select coalesce(sum(share_cents), 0) from referral_deposit_rewards r where r.referred_id = l.referred_id) as share
     from referral_links l join users u on u.id = l.referred_id
     where l.referrer_id = ? order by l.linked_at desc, l.referred_id limit ? offset ?`,
    [userId, page.pageSize, (page.page - 1) * page.pageSize],
  );
  return {
    items: rows.map((row) => ({
      userId: row.referred_id,
      name: row.name,
      avatar: row.avatar,
      linkedAt: ms(row.linked_at),
      depositedCents: Number(row.deposited ?? 0),
      playedCents: Number(row.played ?? 0),
      qualifiedAt: row.qualified_at === null ? null : ms(row.qualified_at),
      skinCents: row.skin_cents === null ? null : Number(row.skin_cents),
      depositShareCents: Number(row.share ?? 0),
    })),
    total: Number(total?.n ?? 0),
    page: page.page,
    pageSize: page.pageSize,
  };
}

async function revenueBetween(em: SqlEntityManager, userId: string, fromMs: number, toMs: number): Promise<number> {
  const row = await queryOne<{ revenue: Num }>(em, revenueSql(' and l.referrer_id = ?'), [
    [...REFERRAL_RULES.revshareExcludedGames],
    new Date(fromMs),
    new Date(toMs),
    userId,
  ]);
  return Number(row?.revenue ?? 0);
}

/** `GET /api/partners/stats`: revenue is live (every counted bet so far); revshare and history are the paid weeks. */
export async function partnerStats(em: SqlEntityManager, userId: string, nowMs: number): Promise<PartnersStatsAnswer> {
  const { referrals, qualified } = await counts(em, userId);
  const deposits = await queryOne<{ cents: Num }>(
    em,
    `select coalesce(sum(${LINK_DEPOSITED_SQL}), 0) as cents from referral_links l where l.referrer_id = ?`,
    [userId],
  );
  const periodStart = revsharePeriodStart(nowMs);
  const periodEnd = periodStart + REFERRAL_RULES.revsharePeriodMs;
  const history = await queryRows<{
    period_start: Date | string;
    revenue_cents: Num;
    carry_in_cents: Num;
    revshare_cents: Num;
    carry_out_cents: Num;
  }>(
    em,
    `select period_start, revenue_cents, carry_in_cents, revshare_cents, carry_out_cents from referral_revshare_payouts
     where referrer_id = ? order by period_start desc limit ${REFERRAL_RULES.historyPeriods}`,
    [userId],
  );
  const paid = await queryOne<{ cents: Num }>(
    em,
    `select coalesce(sum(revshare_cents), 0) as cents from referral_revshare_payouts where referrer_id = ?`,
    [userId],
  );
  return {
    referrals,
    qualified,
    depositsCents: Number(deposits?.cents ?? 0),
    revenueCents: await revenueBetween(em, userId, 0, ALL_TIME_END),
    revshareCents: Number(paid?.cents ?? 0),
    revsharePercent: REFERRAL_RULES.revsharePercent,
    carryCents: Number(history[0]?.carry_out_cents ?? 0),
    current: { periodStart, periodEnd, revenueCents: await revenueBetween(em, userId, periodStart, periodEnd) },
    history: history.map((row) => ({
      periodStart: ms(row.period_start),
      periodEnd: ms(row.period_start) + REFERRAL_RULES.revsharePeriodMs,
      revenueCents: Number(row.revenue_cents),
      carryInCents: Number(row.carry_in_cents),
      revshareCents: Number(row.revshare_cents),
      carryOutCents: Number(row.carry_out_cents),
    })),
  };
}
