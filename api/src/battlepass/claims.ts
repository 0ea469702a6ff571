import {
  AppError,
  type BattlepassClaimAnswer,
  type BattlepassClaimBody,
  type BattlepassStateAnswer,
  levelFor,
} from '@arena/schemas';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { AppServices } from '../http/services';
import { queryOne, queryRows } from '../db/sql';
import { battlepassClock } from './clock';
import { earnedExperience, experienceOf, loadBattlepass, loadHolder, loadLevels } from './passes';
import { payReward } from './rewards';

/** The levels track with the player's experience, level and claims (anonymous: zero and nothing claimed). */
export async function battlepassState(
  em: SqlEntityManager,
  battlepassId: number,
  userId: string | null,
): Promise<BattlepassStateAnswer> {
  const pass = await loadBattlepass(em, battlepassId);
  const levels = await loadLevels(em, battlepassId);
  const holder = userId ? await loadHolder(em, battlepassId, userId) : undefined;
  const experience = userId ? (await earnedExperience(em, pass, userId)) + (holder?.boughtExperience ?? 0) : 0;
  const claims = userId
    ? await queryRows<{ level: number; tier: string; kind: string }>(
        em,
        `select level, tier, reward->>'kind' as kind from battlepass_claims where battlepass_id = ? and user_id = ?`,
        [battlepassId, userId],
      )
    : [];
  const claimed = new Set(claims.map((c) => `${c.level}:${c.tier}`));
  return {
    battlepass: pass,
    experience,
    level: levelFor(
      experience,
      levels.map((l) => l.experience),
    ),
    premium: holder?.premium ?? false,
    holder: holder !== undefined,
    treasureAccess: claims.some((c) => c.kind === 'TREASURE_ACCESS'),
    levels: levels.map((l) => ({
      ...l,
      freeClaimed: claimed.has(`${l.level}:FREE`),
      premiumClaimed: claimed.has(`${l.level}:PREMIUM`),
    })),
  };
}

/**
 * Claims a level's free or premium reward, exactly once: the player's row is locked (claims of one player run one
 * after another), the claim row is unique per (pass, player, level, tier) and the payment's ledger key is the same
 * tuple, so a parallel or repeated claim answers BATTLEPASS.PRIZE_NOT_FOUND_OR_CLAIMED and pays nothing.
 */
export function claimLevelReward(
  services: AppServices,
  userId: string,
  body: BattlepassClaimBody,
): Promise<BattlepassClaimAnswer> {
  return services.ledger.transaction(async (tx) => {
    await tx.execute(`select id from users where id = ? for no key update`, [userId], 'all');
    const pass = await loadBattlepass(tx, body.battlepassId);
    if (pass.status === 'ENDS') throw new AppError('BATTLEPASS.NOT_FOUND_OR_FINISHED');
    if (pass.status !== 'ACTIVE') throw new AppError('BATTLEPASS.PRIZE_NOT_CLAIMABLE');
    const level = (await loadLevels(tx, pass.id)).find((l) => l.level === body.level);
    const reward = body.tier === 'FREE' ? level?.free : level?.premium;
    if (!level || !reward) throw new AppError('BATTLEPASS.PRIZE_NOT_FOUND_OR_CLAIMED');
    if (body.tier === 'PREMIUM' && !(await loadHolder(tx, pass.id, userId))?.premium)
      throw new AppError('BATTLEPASS.NOT_BOUGHT');
    if ((await experienceOf(tx, pass, userId)) < level.experience) throw new AppError('BATTLEPASS.PRIZE_NOT_CLAIMABLE');
    const done = await queryOne(
      tx,
      `select 1 from battlepass_claims where battlepass_id = ? and user_id = ? and level = ? and tier = ?`,
      [pass.id, userId, body.level, body.tier],
    );
    if (done) throw new AppError('BATTLEPASS.PRIZE_NOT_FOUND_OR_CLAIMED');
    const paid = await payReward(services.ledger, tx, {
      userId,
      reward,
      key: `level:${pass.id}:${body.level}:${body.tier}`,
      nowMs: battlepassClock.now(),
    });
    if (!paid) throw new AppError('BATTLEPASS.PRIZE_NOT_FOUND_OR_CLAIMED');
    await tx.execute(
      `insert into battlepass_claims (battlepass_id, user_id, level, tier, reward, transfer_id) values (?, ?, ?, ?, ?, ?)`,
      [pass.id, userId, body.level, body.tier, JSON.stringify(reward), paid.transferId],
      'run',
    );
    return { reward, itemIds: paid.itemIds, ticketIds: paid.ticketIds };
  });
}
