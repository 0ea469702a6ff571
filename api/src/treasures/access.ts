import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError } from '@arena/schemas';
import { hasTreasureAccess } from '../users/premium';

/** Treasures' market and upgrades are a premium perk (docs/product-rules.md §1: "Treasures access"), also given by a pass reward. */
export async function requireTreasurePremium(em: SqlEntityManager, userId: string): Promise<void> {
  if (!(await hasTreasureAccess(em, userId))) throw new AppError('TREASURES.NO_PREMIUM_BATTLEPASS');
}

/**
 * Locks the players' user rows, in id order: the first lock of every treasure write, so a player's card moves run one
 * after another and take their locks in one order (users, then orders, then cards, then the seed pair and accounts).
 */
export async function lockUsers(tx: SqlEntityManager, userIds: string[]): Promise<void> {
  await tx.execute(
    `select id from users where id in (?) order by id for no key update`,
    [[...new Set(userIds)].sort()],
    'all',
  );
}
