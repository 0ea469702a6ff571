import type { FastifyInstance } from 'fastify';
import { AppError } from '@arena/schemas';

// C0 controls other than tab, line feed and carriage return, and DEL: Postgres refuses NUL in text (a 500 once),
// and none of them belongs in a name, an e-mail, a code or a link.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether any string inside `value` (keys included) carries a control character. */
export function hasControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasControlCharacter(item, depth + 1));
  return Object.entries(value).some(([key, item]) => CONTROL.test(key) || hasControlCharacter(item, depth + 1));
}

/** Every request's body, query and path parameters are refused with GLOBAL.BAD_REQUEST when they carry one. */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      hasControlCharacter(request.body) ||
      hasControlCharacter(request.query) ||
      hasControlCharacter(request.params)
    ) {
      throw new AppError('GLOBAL.BAD_REQUEST');
    }
  });
}
