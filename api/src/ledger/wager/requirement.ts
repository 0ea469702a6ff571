import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, WAGER_RULES, type WagerSource, centsToUsd, wagerRequiredCents } from '@arena/schemas';
import { queryOne } from '../../db/sql';
import { type AlsoWrite, writeTogether } from '../postings';

/** One grant of bonus value to one player, recorded under the ledger transfer that granted it. */
export interface WagerGrant {
  userId: string;
  transferId: number;
  source: WagerSource;
  valueCents: number;
}

/**
 * The writes that record a grant (schemas WAGER_RULES): its row in `wager_requirements` and the raised target. The
 * target becomes greatest(target, real stake so far) + required, so only real play after the grant counts for it.
 * They run inside the grant's own ledger statement (as `also` writes) where the player's row is already locked;
 * the unique (transfer, user) pair refuses a second recording of one grant.
 */
export function wagerRequirementWrites(grant: WagerGrant): AlsoWrite[] {
  if (grant.valueCents <= 0) return [];
  const required = wagerRequiredCents(grant.source, grant.valueCents);
  return [
    {
      sql: `insert into wager_requirements (user_id, transfer_id, source, value_cents, multiplier, required_cents) values (?, ?, ?, ?, ?, ?)`,
      params: [
        grant.userId,
        grant.transferId,
        grant.source,
        grant.valueCents,
        WAGER_RULES.multiplier[grant.source],
        required,
      ],
    },
    {
      sql: `update users set wager_target_cents = greatest(wager_target_cents, wagered_total_cents) + ? where id = ?`,
      params: [required, grant.userId],
    },
  ];
}

/** Records a grant that moved no ledger money (skins from the house), in the caller's transaction. */
export async function addWagerRequirement(tx: SqlEntityManager, grant: WagerGrant): Promise<void> {
  const writes = wagerRequirementWrites(grant);
  if (writes.length > 0) await writeTogether(tx, writes);
}

/**
 * Real stake still to play before bonus value may turn real (0 when none is owed). `lock` takes the player's row
 * as every ledger transfer of the player does, so a grant committing meanwhile is either seen here or waits for
 * the caller's commit (a withdrawal cannot take a bonus whose requirement it did not see).
 */
export async function wagerRemainingCents(em: SqlEntityManager, userId: string, lock = false): Promise<number> {
  const row = await queryOne<{ target: number | string; wagered: number | string }>(
    em,
    `select wager_target_cents as target, wagered_total_cents as wagered from users where id = ?${lock ? ' for no key update' : ''}`,
    [userId],
  );
  if (!row) throw new AppError('USER.NOT_FOUND');
  return Math.max(0, Number(row.target) - Number(row.wagered));
}

/** Refuses with WITHDRAWALS.WAGER_NOT_PASSED, naming the amount still to play, while any requirement is open. */
export async function assertWagerPassed(em: SqlEntityManager, userId: string): Promise<void> {
  const owed = await wagerRemainingCents(em, userId, true);
  if (owed > 0) throw new AppError('WITHDRAWALS.WAGER_NOT_PASSED', [centsToUsd(owed).toFixed(2)]);
}

/** SQL condition on a `user_items i` row: its owner owes no real play (a bonus skin may then become real). */
export const WAGER_PASSED_SQL = `exists (select 1 from users wu where wu.id = i.user_id and wu.wager_target_cents <= wu.wagered_total_cents)`;
