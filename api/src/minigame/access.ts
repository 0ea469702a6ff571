import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  MINIGAME_RULES,
  type BattlepassSummary,
  type MinigameGame,
  levelFor,
  trinityPlaysPerDay,
} from '@arena/schemas';
import { queryOne } from '../db/sql';
import { currentBattlepasses, experienceOf, loadLevels } from '../battlepass/passes';
import { hasPremium } from '../users/premium';

/** The pass the minigames belong to: the ACTIVE one that started last (ties: the newer id). */
export async function activeBattlepass(em: SqlEntityManager, nowMs: number): Promise<BattlepassSummary | undefined> {
  return (await currentBattlepasses(em, nowMs)).filter((p) => p.status === 'ACTIVE').at(-1);
}

export interface MinigameAccess {
  pass: BattlepassSummary | undefined;
  level: number;
  premium: boolean;
}

/** What decides a player's plays: the active pass, their level on it and the premium flag (visitors: none). */
export async function minigameAccess(
  em: SqlEntityManager,
  userId: string | null,
  nowMs: number,
): Promise<MinigameAccess> {
  const pass = await activeBattlepass(em, nowMs);
  if (!userId) return { pass, level: 0, premium: false };
  const premium = await hasPremium(em, userId);
  if (!pass) return { pass, level: 0, premium };
  const thresholds = (await loadLevels(em, pass.id)).map((l) => l.experience);
  return { pass, level: levelFor(await experienceOf(em, pass, userId), thresholds), premium };
}

/** Plays a day of `game`, or null when the player may not play it at all (BATTLEPASS.MINIGAMES_BLOCKED). */
export function playsPerDay(game: MinigameGame, access: MinigameAccess): number | null {
  if (!access.pass) return null;
  if (game === 'TRINITY') return trinityPlaysPerDay(access.level);
  return access.premium ? MINIGAME_RULES.christmas.playsPerDay : null;
}

export async function playsUsed(
  em: SqlEntityManager,
  userId: string,
  game: MinigameGame,
  day: number,
): Promise<number> {
  const row = await queryOne<{ used: number | string }>(
    em,
    `select count(*) as used from minigame_plays where user_id = ? and game = ? and day = ?`,
    [userId, game, day],
  );
  return Number(row?.used ?? 0);
}
