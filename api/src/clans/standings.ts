import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  CLAN_WAR_AREAS,
  type ClanContributor,
  type ClanStanding,
  type ClanWarAreaView,
  rankClans,
  rewardPoolOfRank,
} from '@arena/schemas';
import { queryRows } from '../db/sql';

const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** Every clan in the season: members (now), areas held and points spent in the season, ranked (spec: areas, then points). */
export async function clanStandings(em: SqlEntityManager, season: number): Promise<ClanStanding[]> {
  const rows = await queryRows<{
    id: string;
    colour: string;
    members: number | string;
    areas: number | string;
    points: number | string;
  }>(
    em,
    `select c.id, c.colour,
       (select count(*) from clan_members m where m.clan_id = c.id) as members,
       (select count(*) from clan_war_areas a where a.season = ? and a.clan_id = c.id) as areas,
       (select coalesce(sum(x.points), 0) from clan_war_actions x where x.season = ? and x.clan_id = c.id) as points
     from clans c order by c.sort`,
    [season, season],
  );
  const scores = rows.map((r) => ({
    id: r.id,
    colour: r.colour,
    members: Number(r.members),
    areas: Number(r.areas),
    points: Number(r.points),
  }));
  return rankClans(scores).map((s) => ({ ...s, poolCents: rewardPoolOfRank(s.rank) }));
}

/** The map of the season: every area, neutral until someone takes it. */
export async function seasonAreas(em: SqlEntityManager, season: number): Promise<ClanWarAreaView[]> {
  const rows = await queryRows<{
    area_id: string;
    clan_id: string | null;
    defence: number | string;
    captured_at: Date | string | null;
    name: string | null;
  }>(
    em,
    `select a.area_id, a.clan_id, a.defence, a.captured_at, u.name from clan_war_areas a left join users u on u.id = a.captured_by where a.season = ?`,
    [season],
  );
  const byId = new Map(rows.map((r) => [r.area_id, r]));
  return CLAN_WAR_AREAS.map((area) => {
    const row = byId.get(area.id);
    return {
      id: area.id,
      clanId: row?.clan_id ?? null,
      defence: Number(row?.defence ?? 0),
      captureCost: area.captureCost,
      capturedAt: ms(row?.captured_at ?? null),
      capturedBy: row?.clan_id ? (row.name ?? null) : null,
    };
  });
}

/** Points each player spent for `clanId` in the season, most first (ties: the smaller user id). */
export async function contributions(
  em: SqlEntityManager,
  season: number,
  clanId: string,
  limit?: number,
): Promise<ClanContributor[]> {
  const rows = await queryRows<{ user_id: string; name: string; avatar: string | null; points: number | string }>(
    em,
    `select x.user_id, u.name, u.avatar, sum(x.points) as points from clan_war_actions x join users u on u.id = x.user_id
     where x.season = ? and x.clan_id = ? group by x.user_id, u.name, u.avatar order by sum(x.points) desc, x.user_id
     ${limit === undefined ? '' : `limit ${Math.floor(limit)}`}`,
    [season, clanId],
  );
  return rows.map((r) => ({ userId: r.user_id, name: r.name, avatar: r.avatar, points: Number(r.points) }));
}

export interface LastAction {
  seq: number;
  action: string;
  areaId: string;
  clanId: string;
  fromClanId: string | null;
  name: string;
  points: number;
  at: number;
}

/** The season's newest capture or reinforcement (the live map's cursor). */
export async function lastAction(em: SqlEntityManager, season: number): Promise<LastAction | null> {
  const [row] = await queryRows<{
    id: number | string;
    action: string;
    area_id: string;
    clan_id: string;
    from_clan_id: string | null;
    name: string;
    points: number | string;
    created_at: Date | string;
  }>(
    em,
    `select x.id, x.action, x.area_id, x.clan_id, x.from_clan_id, u.name, x.points, x.created_at
     from clan_war_actions x join users u on u.id = x.user_id where x.season = ? order by x.id desc limit 1`,
    [season],
  );
  if (!row) return null;
  return {
    seq: Number(row.id),
    action: row.action,
    areaId: row.area_id,
    clanId: row.clan_id,
    fromClanId: row.from_clan_id,
    name: row.name,
    points: Number(row.points),
    at: new Date(row.created_at).getTime(),
  };
}

/** What the live map shows: areas, clans, the newest action. One read, used by the clan_war room every poll. */
export async function clanWarSnapshot(em: SqlEntityManager, season: number) {
  return {
    areas: await seasonAreas(em, season),
    clans: await clanStandings(em, season),
    last: await lastAction(em, season),
  };
}
