import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import { AppError } from '@arena/schemas';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { signedInUser } from '../auth/signed-in-user';
import { bearerToken } from '../auth/tokens';
import { queryOne } from '../db/sql';
import type { AppServices } from '../http/services';

export interface MetricsCaller {
  /** The TCP peer (the socket's address, never a header). */
  remoteAddress: string | undefined;
  headers: IncomingHttpHeaders;
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * `/metrics` is open to callers on this machine, anyone else needs an admin token. A request relayed by a reverse
 * proxy on loopback names its real client in a forwarding header: such a request is not "on this machine", so it
 * needs the token too (otherwise every proxied visitor would read the metrics).
 */
export async function assertMetricsAccess(services: AppServices, caller: MetricsCaller): Promise<void> {
  const forwarded = caller.headers['x-forwarded-for'] !== undefined || caller.headers.forwarded !== undefined;
  if (isLoopback(caller.remoteAddress) && !forwarded) return;
  const header = caller.headers.authorization;
  try {
    const userId = await signedInUser(services, bearerToken(typeof header === 'string' ? header : undefined));
    const row = await queryOne<{ role: string }>(services.orm.em.fork() as SqlEntityManager, `select role from users where id = ?`, [userId]);
    if (row?.role === 'ADMIN') return;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  throw new AppError('GLOBAL.FORBIDDEN');
}
