import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  CLAN_RULES,
  type ClanAnswer,
  type ClanMe,
  type ClanSeasonAnswer,
  type ClansAnswer,
  clanSeason,
  clanSeasonAt,
} from '@arena/schemas';
import { queryOne, queryRows } from '../db/sql';
import { hasPremium } from '../users/premium';
import { resetsUsed } from './choice';
import { currentChoice, memberClan, toChoiceView } from './choice-view';
import { pointsOf } from './points';
import { clanStandings, contributions, seasonAreas } from './standings';

async function me(em: SqlEntityManager, userId: string, nowMs: number): Promise<ClanMe> {
  const season = clanSeasonAt(nowMs);
  const choice = await currentChoice(em, userId);
  return {
    clanId: (await memberClan(em, userId)) ?? null,
    choice: choice ? toChoiceView(choice, nowMs) : null,
    premium: await hasPremium(em, userId),
    points: await pointsOf(em, season, userId),
    resetsLeft: Math.max(0, CLAN_RULES.resetsPerSeason - (await resetsUsed(em, userId, nowMs))),
  };
}

/** `GET /api/clans`: the running season, its live ranking and map, and the caller's clan side (null for a visitor). */
export async function clansOverview(em: SqlEntityManager, userId: string | null, nowMs: number): Promise<ClansAnswer> {
  const season = clanSeasonAt(nowMs);
  return {
    season,
    serverNow: nowMs,
    clans: await clanStandings(em, season.index),
    areas: await seasonAreas(em, season.index),
    me: userId ? await me(em, userId, nowMs) : null,
  };
}

/** `GET /api/clans/{clanId}`: CLANWAR.NOT_FOUND for a clan that does not exist. */
export async function clanDetail(em: SqlEntityManager, clanId: string, nowMs: number): Promise<ClanAnswer> {
  const season = clanSeasonAt(nowMs);
  const clan = (await clanStandings(em, season.index)).find((c) => c.id === clanId);
  if (!clan) throw new AppError('CLANWAR.NOT_FOUND');
  const areaIds = (await seasonAreas(em, season.index)).filter((a) => a.clanId === clanId).map((a) => a.id);
  return {
    clan,
    season,
    areaIds,
    contributors: await contributions(em, season.index, clanId, CLAN_RULES.topContributors),
  };
}

/**
 * `GET /api/clans/seasons/{index}`: a season that has started. A future (or negative) one is CLANWAR.NOT_FOUND. A paid
 * season answers the ranking frozen at payment and every reward; an unpaid one the live ranking.
 */
export async function seasonResults(em: SqlEntityManager, index: number, nowMs: number): Promise<ClanSeasonAnswer> {
  const current = clanSeasonAt(nowMs);
  if (index < 0 || index > current.index) throw new AppError('CLANWAR.NOT_FOUND');
  const season = clanSeason(index);
  const paid = await queryOne<{ paid_at: Date | string }>(em, `select paid_at from clan_war_seasons where season = ?`, [
    index,
  ]);
  if (!paid)
    return {
      season,
      status: index === current.index ? 'RUNNING' : 'ENDED',
      paidAt: null,
      ranking: await clanStandings(em, index),
      rewards: [],
    };
  const ranking = await queryRows<{
    clan_id: string;
    colour: string;
    rank: number;
    areas: number;
    points: number | string;
    members: number;
    pool_cents: number | string;
  }>(
    em,
    `select r.clan_id, c.colour, r.rank, r.areas, r.points, r.members, r.pool_cents from clan_war_results r join clans c on c.id = r.clan_id
     where r.season = ? order by r.rank, c.sort`,
    [index],
  );
  const rewards = await queryRows<{
    clan_id: string;
    user_id: string;
    name: string;
    avatar: string | null;
    points: number | string;
    prize_cents: number | string;
  }>(
    em,
    `select w.clan_id, w.user_id, u.name, u.avatar, w.points, w.prize_cents from clan_war_rewards w join users u on u.id = w.user_id
     where w.season = ? order by w.prize_cents desc, w.user_id`,
    [index],
  );
  return {
    season,
    status: 'PAID',
    paidAt: new Date(paid.paid_at).getTime(),
    ranking: ranking.map((r) => ({
      id: r.clan_id,
      colour: r.colour,
      rank: r.rank,
      areas: r.areas,
      points: Number(r.points),
      members: r.members,
      poolCents: Number(r.pool_cents),
    })),
    rewards: rewards.map((r) => ({
      clanId: r.clan_id,
      userId: r.user_id,
      name: r.name,
      avatar: r.avatar,
      points: Number(r.points),
      prizeCents: Number(r.prize_cents),
    })),
  };
}
