import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, type AdminAdjustBody } from '@arena/schemas';
import { queryOne } from '../db/sql';
import type { Ledger } from '../ledger/ledger';
import { HOUSE, user } from '../ledger/types';

/** What a console adjustment asks for: the body, who asks, for whom, under which Idempotency-Key. */
export interface AdjustInput extends AdminAdjustBody {
  adminId: string;
  userId: string;
  /** The request's Idempotency-Key: a retry of one adjustment moves money once. */
  key: string;
}

/** The ledger operation of a console adjustment; its transfers are found (and audited) by this name. */
export const ADMIN_ADJUSTMENT = 'ADMIN_ADJUSTMENT';

/** One adjustment's transfer between the house and the user's real or bonus balance. */
export interface AdjustmentPosting {
  userId: string;
  account: 'REAL' | 'BONUS';
  amountCents: number;
  key: string;
  request: Record<string, unknown>;
}

/** Posts an adjustment inside the caller's transaction (a direct one, or a four-eyes request being approved). */
export function postAdjustment(ledger: Ledger, tx: SqlEntityManager, posting: AdjustmentPosting) {
  const account = user(posting.userId, posting.account === 'BONUS' ? 'USER_BONUS' : 'USER_REAL');
  return ledger.post(tx, {
    scope: posting.userId,
    operation: ADMIN_ADJUSTMENT,
    key: posting.key,
    request: posting.request,
    userId: posting.userId,
    legs: [
      { account: HOUSE, amountCents: -posting.amountCents },
      { account, amountCents: posting.amountCents },
    ],
  });
}

/** The user must exist: the transfer row names them, and a missing one would fail as a foreign-key fault. */
export async function assertUserExists(tx: SqlEntityManager, userId: string): Promise<void> {
  const target = await queryOne<{ id: string }>(tx, `select id from users where id = ?`, [userId]);
  if (!target) throw new AppError('GLOBAL.NOT_FOUND', [], 404);
}
