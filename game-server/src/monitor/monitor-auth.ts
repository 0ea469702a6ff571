import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { type AppServices, bearerToken, queryOne, signedInSession } from '@arena/api';
import { AppError } from '@arena/schemas';

/** A ticket opens the monitor once, within this time of being issued. */
export const MONITOR_TICKET_SECONDS = 60;
/** The monitor cookie's life; the session behind it and the ADMIN role are checked again on every request. */
export const MONITOR_COOKIE_SECONDS = 30 * 60;

export interface MonitorAdmin {
  userId: string;
  sessionId: string;
}

type Purpose = 'ticket' | 'cookie';
interface SignedPayload extends MonitorAdmin {
  purpose: Purpose;
  /** Expiry, epoch seconds. */
  exp: number;
  nonce: string;
}

/** No credentials, or ones that prove nothing (bad signature, expired, revoked): 401 with the catalogue key. */
export const unauthenticated = () => new AppError('GLOBAL.FORBIDDEN', [], 401);

/** The signing key: derived from the platform secret, so every game-server process shares it and no token verifies as it. */
function keyOf(services: AppServices): Buffer {
  return createHmac('sha256', services.config.jwtSecret).update('arena.colyseus-monitor.v1').digest();
}

function mac(services: AppServices, body: string): string {
  return createHmac('sha256', keyOf(services)).update(body).digest('base64url');
}

export function signMonitorCredential(
  services: AppServices,
  admin: MonitorAdmin,
  purpose: Purpose,
  nowMs = Date.now(),
): string {
  const seconds = purpose === 'ticket' ? MONITOR_TICKET_SECONDS : MONITOR_COOKIE_SECONDS;
  const payload: SignedPayload = {
    ...admin,
    purpose,
    exp: Math.floor(nowMs / 1000) + seconds,
    nonce: randomBytes(16).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(services, body)}`;
}

/** The payload of a credential this platform signed for `purpose` and that has not expired, else null. */
export function readMonitorCredential(
  services: AppServices,
  value: string | undefined,
  purpose: Purpose,
  nowMs = Date.now(),
): SignedPayload | null {
  if (!value || value.length > 1024) return null;
  const [body, signature, extra] = value.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(services, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SignedPayload;
    if (payload.purpose !== purpose || typeof payload.exp !== 'number' || payload.exp * 1000 <= nowMs) return null;
    if (
      typeof payload.userId !== 'string' ||
      typeof payload.sessionId !== 'string' ||
      typeof payload.nonce !== 'string'
    )
      return null;
    return payload;
  } catch {
    return null;
  }
}

async function assertAdminRole(services: AppServices, userId: string): Promise<void> {
  const em = services.orm.em.fork() as SqlEntityManager;
  const row = await queryOne<{ role: string }>(em, `select role from users where id = ?`, [userId]);
  if (row?.role !== 'ADMIN') throw new AppError('GLOBAL.FORBIDDEN');
}

/** The admin a bearer token names: 401 without a live session, 403 (`GLOBAL.FORBIDDEN`) for anyone but an ADMIN. */
export async function adminOfBearer(services: AppServices, authorization: string | undefined): Promise<MonitorAdmin> {
  let claims: MonitorAdmin;
  try {
    claims = await signedInSession(services, bearerToken(authorization));
  } catch (error) {
    if (error instanceof AppError) throw unauthenticated();
    throw error;
  }
  await assertAdminRole(services, claims.userId);
  return { userId: claims.userId, sessionId: claims.sessionId };
}

/** A signed ticket or cookie still stands for an ADMIN whose session is live (signed out, banned, demoted: refused). */
export async function adminOfCredential(services: AppServices, payload: MonitorAdmin | null): Promise<MonitorAdmin> {
  if (!payload) throw unauthenticated();
  if (!(await services.sessions.isLive(payload.userId, payload.sessionId))) throw unauthenticated();
  await assertAdminRole(services, payload.userId);
  return { userId: payload.userId, sessionId: payload.sessionId };
}
