import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { AppError } from '@arena/schemas';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { type SessionServices, signedInUser } from '../auth/signed-in-user';
import { bearerToken } from '../auth/tokens';
import { queryOne } from '../db/sql';
import type { PlatformConfig } from '../config';
import type { Orm } from '../db/database';

/** What the metrics check reads of the app's services (metrics sits below the http layer that assembles them). */
export interface MetricsServices extends SessionServices {
  config: PlatformConfig;
  orm: Orm;
}

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
 * Whether the TCP peer is this machine and not a proxy: loopback, and not named by TRUST_PROXY. Headers never count
 * (a request through a local proxy once read the metrics by sending only `X-Real-IP`, which no list of header names
 * covered): where TRUST_PROXY names loopback, a proxy on this host relays strangers, so every loopback caller needs
 * the admin token; where it does not, no proxy is declared and loopback is this machine.
 */
export function isLocalCaller(remoteAddress: string | undefined, trustProxy: false | string[]): boolean {
  if (!remoteAddress || !isLoopback(remoteAddress)) return false;
  return trustProxy === false || !proxyAddr.compile(trustProxy)(remoteAddress, 0);
}

/** `/metrics` is open to callers on this machine (isLocalCaller), anyone else needs an admin token. */
export async function assertMetricsAccess(services: MetricsServices, caller: MetricsCaller): Promise<void> {
  if (isLocalCaller(caller.remoteAddress, services.config.trustProxy)) return;
  const header = caller.headers.authorization;
  try {
    const userId = await signedInUser(services, bearerToken(typeof header === 'string' ? header : undefined));
    const row = await queryOne<{ role: string }>(
      services.orm.em.fork() as SqlEntityManager,
      `select role from users where id = ?`,
      [userId],
    );
    if (row?.role === 'ADMIN') return;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  throw new AppError('GLOBAL.FORBIDDEN');
}
