import type { FastifyRequest } from 'fastify';
import { AppError } from '@arena/schemas';

const KEY_PATTERN = /^[\w.:-]{1,128}$/;

/** The `Idempotency-Key` header every money-moving POST must carry (the ledger's answers.ts runs the operation once). */
export function idempotencyKey(request: FastifyRequest): string {
  const value = request.headers['idempotency-key'];
  if (typeof value !== 'string' || !KEY_PATTERN.test(value))
    throw new AppError('GLOBAL.BAD_REQUEST', ['Idempotency-Key']);
  return value;
}
