import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Requests this process sends itself (the sandbox provider's webhook through `app.inject`) carry a secret made at
 * start: public rate limits do not apply to them. They once shared the loopback bucket, so a flood from anyone on
 * 127.0.0.1 held other players' deposits PENDING.
 */
export const INTERNAL_REQUEST_HEADER = 'x-arena-internal';
const secret = randomBytes(32).toString('hex');

export function internalRequestHeaders(): Record<string, string> {
  return { [INTERNAL_REQUEST_HEADER]: secret };
}

export function isInternalRequest(request: FastifyRequest): boolean {
  const value = request.headers[INTERNAL_REQUEST_HEADER];
  if (typeof value !== 'string' || value.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(value), Buffer.from(secret));
}
