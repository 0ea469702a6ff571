import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError } from '@arena/schemas';
import { queryOne } from '../db/sql';
import type { AppServices } from '../http/services';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user a token names, or GLOBAL.FORBIDDEN: a correctly signed token is not enough, the user must exist (a
 * token for a deleted user, or whose subject is not a user id, once reached the database and gave 500s).
 */
export async function signedInUser(services: AppServices, token: string | undefined): Promise<string> {
  const userId = await services.tokens.verify(token);
  if (!UUID.test(userId)) throw new AppError('GLOBAL.FORBIDDEN');
  const row = await queryOne<{ id: string }>(services.orm.em.fork() as SqlEntityManager, `select id from users where id = ?`, [userId]);
  if (!row) throw new AppError('GLOBAL.FORBIDDEN');
  return userId;
}
