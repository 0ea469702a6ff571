/**
 * Leaderboard and /top at a million bets: fills a fresh database with BETS settled-or-not bets (generate_series, one
 * statement, through the real schema and its queue trigger), folds them into the summary with the real `top_fold`,
 * then times every query the two pages run (median of RUNS) and prints its EXPLAIN ANALYZE. For contrast it also
 * times the same questions asked of the bets table directly. Embedded PGlite always; Postgres too when
 * TEST_DATABASE_URL or DATABASE_URL names a server (a fresh database is created there and dropped afterwards).
 *
 *   BETS=1000000 USERS=10000 DAYS=30 RUNS=5 node_modules/.bin/node --import tsx load-tests/src/top-bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { type Orm, foldSettledBets, openDatabase, standingOfQuery, standingsQuery, topQueries } from '@arena/api';
import { openTestDatabase } from '@arena/api/testing';
import { type TopPeriod, leaderboardPeriodAt, topDays } from '@arena/schemas';
import { writeReport } from './report';

const BETS = Number(process.env.BETS ?? 1_000_000);
const USERS = Number(process.env.USERS ?? 10_000);
const DAYS = Number(process.env.DAYS ?? 30);
const RUNS = Number(process.env.RUNS ?? 5);

type Query = { name: string; sql: string; params: unknown[] };

const now = Date.now();
let middleUser = '00000000-0000-0000-0000-000000000000';
const em = (orm: Orm) => orm.em.fork() as SqlEntityManager;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

/** Users, one shared place transfer, an end transfer per bet, then the bets: skewed players, 85% real, 10% skins, 5% bonus. */
async function fill(orm: Orm): Promise<Record<string, number>> {
  const db = em(orm);
  const run = (sql: string, params: unknown[] = []) => db.execute(sql, params, 'run');
  const steps: Record<string, number> = {};
  steps.usersMs = (
    await timed(() =>
      run(
        `insert into users (id, auth_subject, name, bet_limit_cents, bet_jackpot_limit_cents, referral_code, tos_accepted_at)
           select md5('user' || i)::uuid, 'bench:' || i, 'player' || i, 200000, 20000, 'bench' || i, now() from generate_series(1, ?) i`,
        [USERS],
      ),
    )
  ).ms;
  steps.transfersMs = (
    await timed(async () => {
      await run(
        `insert into ledger_transfers (scope, operation, idempotency_key, request_hash) values ('bench', 'BENCH_PLACE', '0', '')`,
      );
      await run(
        `insert into ledger_transfers (scope, operation, idempotency_key, request_hash)
                 select 'bench', 'BENCH_END', i::text, '' from generate_series(1, ?) i`,
        [BETS],
      );
    })
  ).ms;
  // Deterministic pseudo-random columns from the bet number (hashes, not random()), so every run builds the same data.
  steps.betsMs = (
    await timed(() =>
      run(
        `with t as (select min(id) as place, (select min(id) from ledger_transfers where operation = 'BENCH_END') as end0
                    from ledger_transfers where operation = 'BENCH_PLACE'),
         g as (select i,
                 abs(hashtext('u' || i)) % 1000000 / 1000000.0 as ru, abs(hashtext('s' || i)) % 100 as rs,
                 abs(hashtext('k' || i)) % 100 as rk, abs(hashtext('a' || i)) % 1000 as ra,
                 abs(hashtext('p' || i)) % 1000 as rp, abs(hashtext('d' || i)) % 1000000 / 1000000.0 as rd
               from generate_series(1, ?) i),
         b as (select g.i, md5('user' || (1 + floor(? * g.ru * g.ru))::int)::uuid as user_id,
                 case when g.rs < 85 then 'REAL' when g.rs < 95 then 'SKINS' else 'BONUS' end as source,
                 case when g.rk < 95 then 'SETTLED' when g.rk < 99 then 'REFUNDED' else 'OPEN' end as status,
                 10 + (g.ra * g.ra) / 50 as stake,
                 g.rp, now() - (? * g.rd) * interval '1 day' as created_at
               from g)
         insert into bets (id, user_id, game, round_id, source, stake_cents, status, payout_cents, place_transfer_id, end_transfer_id, created_at, ended_at)
         select md5('bet' || b.i)::uuid, b.user_id, (array['crash','plinko','mines','roll','cases','upgrade'])[1 + b.i % 6], 'r' || b.i, b.source, b.stake, b.status,
           case when b.status <> 'SETTLED' then null when b.rp < 550 then 0 when b.rp < 990 then b.stake * (100 + b.rp % 200) / 100
                else b.stake * (2 + b.rp % 50) end,
           t.place, case when b.status = 'OPEN' then null else t.end0 + b.i - 1 end, b.created_at,
           case when b.status = 'OPEN' then null else b.created_at end
         from b, t`,
        [BETS, USERS, DAYS],
      ),
    )
  ).ms;
  const [queued] = (await db.execute(`select count(*) as n from top_pending`, [], 'all')) as { n: number | string }[];
  steps.queued = Number(queued!.n);
  // No ANALYZE before folding: PGlite has no autovacuum, so the fold's plan must not depend on fresh statistics.
  steps.foldMs = (await timed(() => foldSettledBets({ orm }))).ms;
  await run(`analyze`);
  const [days] = (await db.execute(`select count(*) as n from top_user_days`, [], 'all')) as { n: number | string }[];
  steps.summaryDayRows = Number(days!.n);
  return steps;
}

/** What the pages run, and the same questions asked of `bets` directly. */
function queries(): Query[] {
  const period = leaderboardPeriodAt(now);
  const week = topDays('week', now)!;
  // The player ranked in the middle of the week's board (filled in by `measure` once the data exists).
  const list: Query[] = [
    { name: 'leaderboard standings (top 50)', ...standingsQuery(period, 50) },
    { name: 'leaderboard: my rank', ...standingOfQuery(period, middleUser) },
  ];
  for (const topPeriod of ['day', 'week', 'all'] as TopPeriod[]) {
    const top = topQueries(topPeriod, now);
    list.push(
      { name: `top biggest wins (${topPeriod})`, ...top.biggestWins },
      { name: `top luckiest (${topPeriod})`, ...top.luckiest },
      { name: `top best players (${topPeriod})`, ...top.bestPlayers },
    );
  }
  const from = new Date(period.startsAt);
  list.push(
    {
      name: 'WITHOUT summary: standings from bets',
      sql: `select user_id, sum(stake_cents) as wagered, max(created_at) from bets where source = 'REAL' and status = 'SETTLED'
            and created_at >= ? and created_at < ? group by user_id order by wagered desc limit 50`,
      params: [from, new Date(period.endsAt)],
    },
    {
      name: 'WITHOUT summary: biggest wins (week) from bets',
      sql: `select distinct on (user_id) user_id, id, payout_cents - stake_cents as profit from bets
            where status = 'SETTLED' and source in ('REAL', 'SKINS') and payout_cents > stake_cents and created_at >= ?
            order by user_id, payout_cents - stake_cents desc, created_at, id`,
      params: [new Date(week.fromMs)],
    },
  );
  return list;
}

async function measure(orm: Orm, label: string) {
  const db = em(orm);
  const rows = [];
  const [middle] = (await db.execute(
    `select user_id from top_user_periods where period_start = cast(? as date) and wagered_cents > 0 order by wagered_cents desc offset 2000 limit 1`,
    [topDays('week', now)!.from],
    'all',
  )) as { user_id: string }[];
  if (middle) middleUser = middle.user_id;
  for (const query of queries()) {
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < RUNS; i++) {
      const { ms, result } = await timed(() => db.execute(query.sql, query.params, 'all') as Promise<unknown[]>);
      times.push(ms);
      count = result.length;
    }
    times.sort((a, b) => a - b);
    const plan = (await db.execute(
      `explain (analyze, costs off, timing off) ${query.sql}`,
      query.params,
      'all',
    )) as Record<string, string>[];
    const lines = plan.map((row) => Object.values(row)[0]!);
    rows.push({
      query: query.name,
      medianMs: Number(times[Math.floor(times.length / 2)]!.toFixed(1)),
      rows: count,
      plan: lines,
    });
    console.log(
      `\n[${label}] ${query.name}: median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms over ${RUNS} runs, ${count} rows`,
    );
    for (const line of lines) console.log(`    ${line}`);
  }
  return rows;
}

async function bench(label: string, open: () => Promise<{ orm: Orm; close(): Promise<void> }>) {
  console.log(
    `\n=== ${label}: ${BETS.toLocaleString('en')} bets, ${USERS.toLocaleString('en')} players, ${DAYS} days ===`,
  );
  const db = await open();
  try {
    const fillSteps = await fill(db.orm);
    console.log(JSON.stringify(fillSteps));
    return { database: label, fill: fillSteps, queries: await measure(db.orm, label) };
  } finally {
    await db.close();
  }
}

const results = [];
const dir = mkdtempSync(path.join(os.tmpdir(), 'top-bench-'));
try {
  results.push(
    await bench('PGlite', async () => {
      const orm = await openDatabase({ pgliteDataDir: path.join(dir, 'pglite') });
      return { orm, close: () => orm.close() };
    }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const server = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (server) {
  process.env.TEST_DATABASE_URL = server;
  results.push(await bench('Postgres', openTestDatabase));
}
console.log(`\nreport: ${writeReport('top-bench', { bets: BETS, users: USERS, days: DAYS, runs: RUNS, results })}`);
