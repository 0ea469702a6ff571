import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryOne } from '../db/sql';

/**
 * The one place every premium perk asks (the games' Plus variants, chat stickers, premium cases, the advent
 * calendar): the battlepass premium flag, set by buying the premium bundle (api/src/battlepass) or by seed data.
 */
export async function hasPremium(em: SqlEntityManager, userId: string): Promise<boolean> {
  const row = await queryOne<{ premium: boolean }>(em, `select premium from users where id = ?`, [userId]);
  return row?.premium === true;
}

/**
 * Treasures access (docs/product-rules.md §1): premium players, and players who claimed a battle pass's TREASURE_ACCESS reward (it
 * can sit on the free track) for as long as that pass runs.
 */
export async function hasTreasureAccess(em: SqlEntityManager, userId: string): Promise<boolean> {
  if (await hasPremium(em, userId)) return true;
  const row = await queryOne<{ id: number }>(
    em,
    `select c.battlepass_id as id from battlepass_claims c join battlepasses p on p.id = c.battlepass_id
     where c.user_id = ? and c.reward->>'kind' = 'TREASURE_ACCESS' and p.finished_at > now() limit 1`,
    [userId],
  );
  return row !== undefined;
}
