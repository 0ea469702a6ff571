import type { PGlite } from '@electric-sql/pglite';

/**
 * Element types whose arrays keep their parser: every built-in type our schema and queries can return (the rest of
 * PGlite's ~290 array parsers are for catalogue types such as regproc[] or tsvector[] no query of ours selects).
 */
const ARRAY_ELEMENT_TYPES = [
  16, // bool
  17, // bytea
  18, // char
  19, // name
  20, // int8
  21, // int2
  23, // int4
  25, // text
  26, // oid
  114, // json
  700, // float4
  701, // float8
  1042, // bpchar
  1043, // varchar
  1082, // date
  1083, // time
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1700, // numeric
  2950, // uuid
  3802, // jsonb
];

/**
 * PGlite 0.5.8 copies its whole parser table into a new object on every query (`parseResults`:
 * `{...this.parsers, ...options.parsers}`): about 320 entries, one array parser per array type of the catalogue, 22%
 * of the server's CPU under load. This keeps only what changes how our rows read, so each query copies ~50 entries:
 * - every non-array entry (PGlite's defaults and MikroORM's overrides, e.g. timestamps as raw strings);
 * - the array parsers of the built-in types above and of our own enums and domains.
 * A type without an entry falls back to PGlite's built-in default parser, exactly as before; only the dropped array
 * types (catalogue types) would read as Postgres array text. Call it once the instance is ready: PGlite fills the
 * array parsers during its start.
 */
export async function trimPgliteParsers(pglite: PGlite): Promise<{ before: number; after: number }> {
  // Array parsers for types created since the instance started (the migrations' enums) first.
  await pglite.refreshArrayTypes();
  const { rows } = await pglite.query<{ oid: number; typarray: number; keep: boolean }>(
    `select t.oid, t.typarray,
            (t.oid = any($1::oid[]) or (n.nspname not in ('pg_catalog', 'information_schema') and t.typtype in ('e', 'd'))) as keep
       from pg_catalog.pg_type t join pg_catalog.pg_namespace n on n.oid = t.typnamespace
      where t.typarray <> 0`,
    [ARRAY_ELEMENT_TYPES],
  );
  const arrayTypes = new Set(rows.map((row) => String(row.typarray)));
  const keptArrays = new Set(rows.filter((row) => row.keep).map((row) => String(row.typarray)));
  const trimmed: typeof pglite.parsers = {};
  for (const [key, parser] of Object.entries(pglite.parsers)) {
    if (!arrayTypes.has(key) || keptArrays.has(key)) trimmed[key as unknown as number] = parser;
  }
  const before = Object.keys(pglite.parsers).length;
  pglite.parsers = trimmed;
  return { before, after: Object.keys(trimmed).length };
}
