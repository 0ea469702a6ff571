import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  BATTLEPASS_RULES,
  type BattlepassCreateBody,
  type BattlepassLeader,
  type BattlepassReward,
  experienceForStake,
  levelFor,
} from '@arena/schemas';
import { getCatalog } from '../commerce/catalog/catalog';
import { queryOne, queryRows } from '../db/sql';
import { loadBattlepass, loadLevels } from './passes';
import { BET_FACTS } from '../db/ledger-facts';

function checkReward(reward: BattlepassReward | null): void {
  if (reward?.kind === 'SKIN' && !getCatalog().get(reward.catalogItemId)) throw new AppError('INVENTORY.BAD_ID');
}

/** Writes a battlepass with its levels (1…n in order), bundles and optional advent calendar, in the caller's transaction. */
export async function createBattlepass(tx: SqlEntityManager, body: BattlepassCreateBody): Promise<number> {
  for (const level of body.levels) [level.free, level.premium].forEach(checkReward);
  body.calendar?.prizes.forEach(checkReward);
  const row = await queryOne<{ id: number }>(
    tx,
    `insert into battlepasses (title, presale_at, started_at, finished_at) values (?, ?, ?, ?) returning id`,
    [
      body.title,
      body.presaleAt === null ? null : new Date(body.presaleAt),
      new Date(body.startedAt),
      new Date(body.finishedAt),
    ],
  );
  const id = row!.id;
  for (const [index, level] of body.levels.entries()) {
    await tx.execute(
      `insert into battlepass_levels (battlepass_id, level, experience, free_reward, premium_reward) values (?, ?, ?, ?, ?)`,
      [
        id,
        index + 1,
        level.experience,
        level.free && JSON.stringify(level.free),
        level.premium && JSON.stringify(level.premium),
      ],
      'run',
    );
  }
  for (const bundle of body.bundles) {
    await tx.execute(
      `insert into battlepass_bundles (battlepass_id, experience, old_price_cents) values (?, ?, ?)`,
      [id, bundle.experience, bundle.oldPrice],
      'run',
    );
  }
  if (body.calendar) {
    await tx.execute(
      `insert into battlepass_calendars (battlepass_id, opens_at) values (?, ?)`,
      [id, new Date(body.calendar.opensAt)],
      'run',
    );
    for (const [index, prize] of body.calendar.prizes.entries()) {
      await tx.execute(
        `insert into battlepass_calendar_prizes (battlepass_id, day, reward) values (?, ?, ?)`,
        [id, index + 1, JSON.stringify(prize)],
        'run',
      );
    }
  }
  return id;
}

/** The top players of a pass by experience (earned from settled real bets in the window, plus bought). */
export async function battlepassLeaders(em: SqlEntityManager, battlepassId: number): Promise<BattlepassLeader[]> {
  const pass = await loadBattlepass(em, battlepassId);
  const thresholds = (await loadLevels(em, battlepassId)).map((l) => l.experience);
  const rows = await queryRows<{
    id: string;
    name: string;
    avatar: string | null;
    staked: number | string | null;
    bought: number | string | null;
  }>(
    em,
    `select u.id, u.name, u.avatar, s.staked, h.bought_experience as bought from users u
     left join (select user_id, sum(stake_cents) as staked from ${BET_FACTS} b
                where source = 'REAL' and status = 'SETTLED' and created_at >= ? and created_at < ? group by user_id) s on s.user_id = u.id
     left join battlepass_holders h on h.user_id = u.id and h.battlepass_id = ?
     where s.user_id is not null or h.user_id is not null`,
    [new Date(pass.startedAt), new Date(pass.finishedAt), battlepassId],
  );
  return rows
    .map((r) => {
      const experience = experienceForStake(Number(r.staked ?? 0)) + Number(r.bought ?? 0);
      return { userId: r.id, name: r.name, avatar: r.avatar, experience, level: levelFor(experience, thresholds) };
    })
    .filter((l) => l.experience > 0)
    .sort((a, b) => b.experience - a.experience || a.userId.localeCompare(b.userId))
    .slice(0, BATTLEPASS_RULES.leadersLimit);
}
