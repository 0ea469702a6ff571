/**
 * Parameters of the batch's statements whose SQL text does not depend on how many rows the batch has: a list goes in as
 * one array literal (`= any(?::uuid[])`) and a set of rows as one JSON array (`json_to_recordset(?::json)`). The driver
 * inlines parameters, so the database parses one literal instead of hundreds of values, and every batch of any size
 * sends the same statement shapes (one plan each, warmed at start by warmBatchStatements).
 */

/** A Postgres array literal of `values` (each element quoted, so no value can split into two). */
export function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((value) => `"${String(value).replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/** Rows for `json_to_recordset(?::json) as v(…)`: one JSON text, read column by column by name. */
export function jsonRows(rows: readonly Record<string, unknown>[]): string {
  return JSON.stringify(rows);
}
