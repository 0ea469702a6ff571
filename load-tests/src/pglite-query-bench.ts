/**
 * What PGlite's parser table costs per query: N simple queries on one in-memory PGlite with the table MikroORM gives
 * it (~320 entries, copied by PGlite 0.5.8 on every query) and then with the trimmed one `openDatabase` installs
 * (`trimPgliteParsers`). The two tables alternate over ROUNDS rounds and the median round of each is reported, so a
 * burst of other work on a shared machine hits both alike.
 *
 *   N=5000 ROUNDS=5 node_modules/.bin/node --import tsx load-tests/src/pglite-query-bench.ts
 */
import { PGlite } from '@electric-sql/pglite';
import { createPostgreSqlTypeParsers } from '@mikro-orm/sql';
import { parse as parsePostgresArray } from 'postgres-array';
import { trimPgliteParsers } from '../../api/src/db/pglite-parsers';
import { writeReport } from './report';
import { percentile } from './stats';

const N = Number(process.env.N ?? 5000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);

const QUERIES = {
  'select 1': { sql: 'select 1 as one', params: [] as unknown[] },
  'row by key (6 columns)': { sql: 'select * from accounts where id = $1', params: ['a-17'] },
};

async function timeQueries(pglite: PGlite, sql: string, params: unknown[]): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < N; i += 1) await pglite.query(sql, params);
  return ((performance.now() - started) * 1000) / N;
}

const pglite = await PGlite.create({ parsers: createPostgreSqlTypeParsers((value) => parsePostgresArray(value)) });
await pglite.exec(`
  create table accounts (id text primary key, kind text not null, balance_cents bigint not null, meta jsonb not null,
                         created_at timestamptz not null default now(), closed boolean not null default false);
  insert into accounts (id, kind, balance_cents, meta) select 'a-' || g, 'USER_REAL', g * 100, '{"x":1}' from generate_series(1, 100) g;
`);
const fullTable = pglite.parsers;
const sizes = await trimPgliteParsers(pglite);
const trimmedTable = pglite.parsers;

const results: Record<string, { fullUs: number; trimmedUs: number; speedup: number }> = {};
for (const [name, { sql, params }] of Object.entries(QUERIES)) {
  const samples = { full: [] as number[], trimmed: [] as number[] };
  pglite.parsers = fullTable;
  await timeQueries(pglite, sql, params); // warm-up (JIT, plan cache)
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const which of round % 2 === 0 ? (['full', 'trimmed'] as const) : (['trimmed', 'full'] as const)) {
      pglite.parsers = which === 'full' ? fullTable : trimmedTable;
      samples[which].push(await timeQueries(pglite, sql, params));
    }
  }
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const fullUs = Math.round(median(samples.full) * 10) / 10;
  const trimmedUs = Math.round(median(samples.trimmed) * 10) / 10;
  results[name] = { fullUs, trimmedUs, speedup: Math.round((fullUs / trimmedUs) * 100) / 100 };
}
await pglite.close();

console.log(
  `parser table: ${sizes.before} entries -> ${sizes.after}; ${N} queries x ${ROUNDS} rounds, median per query:`,
);
for (const [name, r] of Object.entries(results))
  console.log(`  ${name}: ${r.fullUs} us -> ${r.trimmedUs} us (${r.speedup}x)`);
console.log(
  `report: ${writeReport('pglite-query-bench', { n: N, rounds: ROUNDS, parserTable: sizes, perQueryMicroseconds: results })}`,
);
