import type { FastifyRequest } from 'fastify';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, isSupportAgent } from '@arena/schemas';
import { queryOne } from '../db/sql';
import { requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';

/**
 * Gives the SUPPORT role at sign-in to a subject listed in SUPPORT_SUBJECTS, as ADMIN_SUBJECTS gives ADMIN. Only a
 * plain USER is promoted: an admin already answers support, and a chat moderator keeps their role.
 */
export async function grantSupportRole(
  tx: SqlEntityManager,
  userId: string,
  subject: string,
  supportSubjects: ReadonlySet<string>,
): Promise<void> {
  if (!supportSubjects.has(subject)) return;
  await tx.execute(`update users set role = 'SUPPORT' where id = ? and role = 'USER'`, [userId], 'run');
}

/** The signed-in agent's id (the SUPPORT role or an ADMIN), or GLOBAL.FORBIDDEN. */
export async function requireSupportAgent(services: AppServices, request: FastifyRequest): Promise<string> {
  const userId = await requireUser(services, request);
  const row = await queryOne<{ role: string }>(requestEm(services), `select role from users where id = ?`, [userId]);
  if (!isSupportAgent(row?.role)) throw new AppError('GLOBAL.FORBIDDEN');
  return userId;
}
