/**
 * An id as Postgres's uuid type reads it: 8-4-4-4-12 hex digits, any case. Looser than `z.uuid()`, which also
 * checks the RFC version and variant digits: ids here are checked before they reach a `uuid` column, so a string
 * that is not one answers a refusal instead of a database error.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
