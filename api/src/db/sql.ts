import type { SqlEntityManager } from '@mikro-orm/sql';

/** Rows of a raw query, inside the transaction `em` is bound to (if any). */
export async function queryRows<T>(em: SqlEntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await em.execute(sql, params, 'all')) as T[];
}

export async function queryOne<T>(em: SqlEntityManager, sql: string, params: unknown[] = []): Promise<T | undefined> {
  const rows = await queryRows<T>(em, sql, params);
  return rows[0];
}

/** Runs a statement and answers how many rows it touched (for conditional updates). */
export async function execute(em: SqlEntityManager, sql: string, params: unknown[] = []): Promise<number> {
  const result = (await em.execute(sql, params, 'run')) as { affectedRows?: number; rowCount?: number };
  return Number(result.affectedRows ?? result.rowCount ?? 0);
}

/** Postgres error code of a driver error, if it has one. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
