/** PGlite and node-postgres answer jsonb as objects, some drivers as text; timestamps as Date or text. */
export function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export function epochMs(value: Date | string): number {
  return new Date(value).getTime();
}
