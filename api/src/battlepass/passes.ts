import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  BATTLEPASS_RULES,
  type BattlepassReward,
  type BattlepassSummary,
  battlepassStatus,
  experienceForStake,
} from '@arena/schemas';
import { queryOne, queryRows } from '../db/sql';
import { battlepassClock } from './clock';
import { BET_FACTS } from '../db/ledger-facts';

interface PassRow {
  id: number;
  title: string;
  presale_at: Date | string | null;
  started_at: Date | string;
  finished_at: Date | string;
}

const ms = (value: Date | string) => new Date(value).getTime();

export function toSummary(row: PassRow, nowMs = battlepassClock.now()): BattlepassSummary {
  const dates = {
    presaleAt: row.presale_at === null ? null : ms(row.presale_at),
    startedAt: ms(row.started_at),
    finishedAt: ms(row.finished_at),
  };
  return { id: row.id, title: row.title, status: battlepassStatus(dates, nowMs), ...dates };
}

/** Battlepasses not finished, and those finished less than `endedVisibleDays` ago (status ENDS). */
export async function currentBattlepasses(
  em: SqlEntityManager,
  nowMs = battlepassClock.now(),
): Promise<BattlepassSummary[]> {
  const since = new Date(nowMs - BATTLEPASS_RULES.endedVisibleDays * BATTLEPASS_RULES.calendarDayMs);
  const rows = await queryRows<PassRow>(
    em,
    `select * from battlepasses where finished_at > ? order by started_at, id`,
    [since],
  );
  return rows.map((row) => toSummary(row, nowMs));
}

export async function loadBattlepass(em: SqlEntityManager, id: number, lock = ''): Promise<BattlepassSummary> {
  const row = await queryOne<PassRow>(em, `select * from battlepasses where id = ? ${lock}`, [id]);
  if (!row) throw new AppError('BATTLEPASS.NOT_FOUND_OR_FINISHED');
  return toSummary(row);
}

export interface LevelRow {
  level: number;
  experience: number;
  free: BattlepassReward | null;
  premium: BattlepassReward | null;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

export async function loadLevels(em: SqlEntityManager, battlepassId: number): Promise<LevelRow[]> {
  const rows = await queryRows<{
    level: number;
    experience: number | string;
    free_reward: unknown;
    premium_reward: unknown;
  }>(
    em,
    `select level, experience, free_reward, premium_reward from battlepass_levels where battlepass_id = ? order by level`,
    [battlepassId],
  );
  return rows.map((r) => ({
    level: r.level,
    experience: Number(r.experience),
    free: r.free_reward === null ? null : json<BattlepassReward>(r.free_reward),
    premium: r.premium_reward === null ? null : json<BattlepassReward>(r.premium_reward),
  }));
}

export const parseReward = (value: unknown) => json<BattlepassReward>(value);

export interface Holder {
  premium: boolean;
  premiumAt: number | null;
  boughtExperience: number;
}

export async function loadHolder(
  em: SqlEntityManager,
  battlepassId: number,
  userId: string,
  lock = '',
): Promise<Holder | undefined> {
  const row = await queryOne<{
    premium: boolean;
    premium_at: Date | string | null;
    bought_experience: number | string;
  }>(
    em,
    `select premium, premium_at, bought_experience from battlepass_holders where battlepass_id = ? and user_id = ? ${lock}`,
    [battlepassId, userId],
  );
  if (!row) return undefined;
  return {
    premium: row.premium,
    premiumAt: row.premium_at === null ? null : ms(row.premium_at),
    boughtExperience: Number(row.bought_experience),
  };
}

/**
 * Earned experience: the player's settled REAL bets placed inside the pass window, 1 XP per
 * BATTLEPASS_RULES.centsPerExperience cents staked (floored over the total). Computed on read from the ledger's
 * bets, so a bet counts once whatever game it came from; refunded and open bets count nothing.
 */
export async function earnedExperience(em: SqlEntityManager, pass: BattlepassSummary, userId: string): Promise<number> {
  const row = await queryOne<{ staked: number | string | null }>(
    em,
    `select coalesce(sum(stake_cents), 0) as staked from ${BET_FACTS} b
     where user_id = ? and source = 'REAL' and status = 'SETTLED' and created_at >= ? and created_at < ?`,
    [userId, new Date(pass.startedAt), new Date(pass.finishedAt)],
  );
  return experienceForStake(Number(row?.staked ?? 0));
}

export async function experienceOf(em: SqlEntityManager, pass: BattlepassSummary, userId: string): Promise<number> {
  const holder = await loadHolder(em, pass.id, userId);
  return (await earnedExperience(em, pass, userId)) + (holder?.boughtExperience ?? 0);
}
