import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryOne } from '../../db/sql';

/** The transfer that claimed this idempotency key (scope, operation, key), if one did. */
export async function claimedTransferId(
  em: SqlEntityManager,
  claim: { scope: string; operation: string; key: string },
): Promise<number | undefined> {
  const row = await queryOne<{ id: number | string }>(
    em,
    `select id from ledger_transfers where scope = ? and operation = ? and idempotency_key = ?`,
    [claim.scope, claim.operation, claim.key],
  );
  return row ? Number(row.id) : undefined;
}
