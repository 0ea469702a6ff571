import type { FastifyRequest } from 'fastify';
import { AppError } from '@arena/schemas';
import { signedInSession } from '../auth/signed-in-user';
import { bearerToken } from '../auth/tokens';
import { queryOne } from '../db/sql';
import { type AppServices, requestEm } from './services';

declare module 'fastify' {
  interface FastifyRequest {
    userId?: string;
    sessionId?: string;
    /** The signed-in user's stored role, read once per request (route authorization and the handler share it). */
    userRole?: string;
  }
}

/** The signed-in user's id, or `GLOBAL.FORBIDDEN`. */
export async function requireUser(services: AppServices, request: FastifyRequest): Promise<string> {
  if (request.userId) return request.userId;
  // From memory when the session was found live lately: an announced revocation empties that memory at once.
  const { userId, sessionId } = await signedInSession(
    services,
    bearerToken(request.headers.authorization),
    'remembered',
  );
  request.userId = userId;
  request.sessionId = sessionId;
  return userId;
}

/** The signed-in user's id when `holds` accepts their role, or `GLOBAL.FORBIDDEN`. */
export async function requireRole(
  services: AppServices,
  request: FastifyRequest,
  holds: (role: string | undefined) => boolean,
): Promise<string> {
  const userId = await requireUser(services, request);
  if (request.userRole === undefined) {
    const row = await queryOne<{ role: string }>(requestEm(services), `select role from users where id = ?`, [userId]);
    request.userRole = row?.role ?? '';
  }
  if (!holds(request.userRole)) throw new AppError('GLOBAL.FORBIDDEN');
  return userId;
}

export const isAdminRole = (role: string | undefined): boolean => role === 'ADMIN';

export async function requireAdmin(services: AppServices, request: FastifyRequest): Promise<string> {
  return requireRole(services, request, isAdminRole);
}
