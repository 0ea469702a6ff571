import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, PAYMENT_RULES } from '@arena/schemas';
import { execute, queryOne } from '../../db/sql';

const PROVIDER = 'sandbox-webhook';

/**
 * Burns a verified delivery id in the table of single-use sign-in nonces (its own `provider`): the first time it
 * answers, a second time (a captured delivery sent again inside the timestamp window) it throws
 * PAYMENT.WEBHOOK_REPLAY (409). Ids older than twice the window could no longer pass the timestamp check, so they
 * are pruned here.
 */
export async function burnDeliveryId(em: SqlEntityManager, deliveryId: string, now = Date.now()): Promise<void> {
  await execute(em, `delete from sign_in_nonces where provider = ? and created_at < ?`, [
    PROVIDER,
    new Date(now - 2 * PAYMENT_RULES.webhookToleranceMs),
  ]);
  const row = await queryOne<{ nonce: string }>(
    em,
    `insert into sign_in_nonces (nonce, provider, created_at) values (?, ?, ?) on conflict do nothing returning nonce`,
    [`webhook:${deliveryId}`, PROVIDER, new Date(now)],
  );
  if (!row) throw new AppError('PAYMENT.WEBHOOK_REPLAY', [], 409);
}
