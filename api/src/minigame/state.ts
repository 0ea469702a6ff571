import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  MINIGAME_RULES,
  type MinigameGame,
  type MinigameGameState,
  type MinigameStateAnswer,
  minigameDayOf,
  minigameNextDayAt,
} from '@arena/schemas';
import { battlepassClock } from '../battlepass/clock';
import { type MinigameAccess, minigameAccess, playsPerDay, playsUsed } from './access';
import { recentPlays } from './plays';
import { minigameSetup } from './prizes';

async function gameState(
  em: SqlEntityManager,
  game: MinigameGame,
  userId: string | null,
  access: MinigameAccess,
  day: number,
): Promise<MinigameGameState> {
  const setup = minigameSetup(game);
  const table = { cards: setup.cards, tiers: setup.tiers, totalWeight: MINIGAME_RULES.totalWeight };
  // A visitor is only told about the pass: whether they hold premium is known once they sign in.
  const allowed = userId
    ? playsPerDay(game, access)
    : access.pass
      ? playsPerDay(game, { ...access, premium: true })
      : null;
  if (allowed === null)
    return { ...table, playsPerDay: 0, playsLeft: userId ? 0 : null, blocked: 'BATTLEPASS.MINIGAMES_BLOCKED' };
  const playsLeft = userId ? Math.max(0, allowed - (await playsUsed(em, userId, game, day))) : null;
  return { ...table, playsPerDay: allowed, playsLeft, blocked: null };
}

/** `GET /api/minigame`: both games' prize tables, today's plays left, and the player's latest plays. */
export async function minigameState(em: SqlEntityManager, userId: string | null): Promise<MinigameStateAnswer> {
  const nowMs = battlepassClock.now();
  const access = await minigameAccess(em, userId, nowMs);
  const day = minigameDayOf(nowMs);
  return {
    battlepass: access.pass
      ? { id: access.pass.id, title: access.pass.title, finishedAt: access.pass.finishedAt }
      : null,
    level: access.level,
    premium: access.premium,
    serverNow: nowMs,
    nextDayAt: minigameNextDayAt(nowMs),
    trinity: await gameState(em, 'TRINITY', userId, access, day),
    christmas: await gameState(em, 'CHRISTMAS', userId, access, day),
    plays: userId ? await recentPlays(em, userId) : [],
  };
}
