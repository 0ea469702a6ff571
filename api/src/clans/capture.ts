import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  CLAN_RULES,
  CLAN_WAR_AREAS,
  type ClanCaptureAnswer,
  type ClanCaptureBody,
  areaActionFor,
  clanSeasonAt,
  findArea,
  validPointsAmount,
} from '@arena/schemas';
import { queryOne } from '../db/sql';
import type { AppServices } from '../http/services';
import { jobClock } from '../jobs';
import { hasPremium } from '../users/premium';
import { lockPlayer, memberClan } from './choice-view';
import { earnedPoints, pointsOf, spendPoints } from './points';
import { seasonAreas } from './standings';

interface AreaRow {
  clan_id: string | null;
  defence: number | string;
}

/** A season's areas exist (neutral) before anyone locks one: the first captures of a season race on rows, not inserts. */
async function ensureSeasonAreas(tx: SqlEntityManager, season: number): Promise<void> {
  const values = CLAN_WAR_AREAS.map(() => '(?, ?)').join(', ');
  await tx.execute(
    `insert into clan_war_areas (season, area_id) values ${values} on conflict (season, area_id) do nothing`,
    CLAN_WAR_AREAS.flatMap((a) => [season, a.id]),
    'run',
  );
}

/**
 * Spends points on an area of the running season's map: a capture (a free area for its cost, a held one for more
 * than its defence; the points become the defence) or, by the holder's own member, a reinforcement (defence grows).
 * Premium battle pass only (BATTLEPASS.NOT_BOUGHT). Locks, always in this order: the player, their clan (so two
 * members cannot both take a clan's 6th area), the area (so two captures of one area run one after the other and the
 * second sees the first's defence), then the player's points row (a conditional update: never more than earned).
 */
export async function captureArea(
  services: AppServices,
  userId: string,
  body: ClanCaptureBody,
): Promise<ClanCaptureAnswer> {
  if (!validPointsAmount(body.points)) throw new AppError('CLANWAR.BAD_POINTS', [1, CLAN_RULES.maxPointsPerAction]);
  const area = findArea(body.areaId);
  if (!area) throw new AppError('CLANWAR.AREA_NOT_FOUND');
  const points = body.points;
  const now = jobClock.now();
  const season = clanSeasonAt(now);
  return services.ledger.transaction(async (tx) => {
    if (!(await hasPremium(tx, userId))) throw new AppError('BATTLEPASS.NOT_BOUGHT');
    await lockPlayer(tx, userId);
    const clanId = await memberClan(tx, userId);
    if (!clanId) throw new AppError('CLANWAR.TEAM_MISSING');
    await tx.execute(`select id from clans where id = ? for update`, [clanId], 'all');
    await ensureSeasonAreas(tx, season.index);
    const holding = await queryOne<AreaRow>(
      tx,
      `select clan_id, defence from clan_war_areas where season = ? and area_id = ? for update`,
      [season.index, area.id],
    );
    const defence = Number(holding?.defence ?? 0);
    const fromClanId = holding?.clan_id ?? null;
    const { action, minimum } = areaActionFor(area, { clanId: fromClanId, defence }, clanId);
    if (action === 'CAPTURE') {
      const held = await queryOne<{ n: number | string }>(
        tx,
        `select count(*) as n from clan_war_areas where season = ? and clan_id = ?`,
        [season.index, clanId],
      );
      if (Number(held?.n ?? 0) >= CLAN_RULES.maxAreasPerClan)
        throw new AppError('CLANWAR.MAX_AREAS_REACHED', [CLAN_RULES.maxAreasPerClan]);
    }
    if (points < minimum) throw new AppError('CLANWAR.BAD_POINTS', [minimum, CLAN_RULES.maxPointsPerAction]);
    const earned = await earnedPoints(tx, season, userId);
    if (!(await spendPoints(tx, season, userId, points, earned))) {
      const { available } = await pointsOf(tx, season, userId);
      throw new AppError('CLANWAR.INSUFFICIENT_POINTS', [available]);
    }
    if (action === 'CAPTURE') {
      await tx.execute(
        `update clan_war_areas set clan_id = ?, defence = ?, captured_at = ?, captured_by = ? where season = ? and area_id = ?`,
        [clanId, points, new Date(now), userId, season.index, area.id],
        'run',
      );
    } else {
      await tx.execute(
        `update clan_war_areas set defence = defence + ? where season = ? and area_id = ?`,
        [points, season.index, area.id],
        'run',
      );
    }
    await tx.execute(
      `insert into clan_war_actions (season, area_id, user_id, clan_id, from_clan_id, action, points, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        season.index,
        area.id,
        userId,
        clanId,
        action === 'CAPTURE' ? fromClanId : clanId,
        action,
        points,
        new Date(now),
      ],
      'run',
    );
    const view = (await seasonAreas(tx, season.index)).find((a) => a.id === area.id)!;
    return {
      action,
      area: view,
      fromClanId: action === 'CAPTURE' ? fromClanId : clanId,
      spent: points,
      points: await pointsOf(tx, season, userId),
    };
  });
}
