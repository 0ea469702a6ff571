import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { createPostgreSqlTypeParsers } from '@mikro-orm/sql';
import { parse as parsePostgresArray } from 'postgres-array';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_TEMPLATE_ENV } from '../testing/test-database';
import type { Orm } from './database';
import { openDatabase } from '../database';
import { PgliteThread } from './pglite-thread';
import { pgErrorCode, queryOne } from './sql';
import { WIDE_ROW } from './wide-row.fixture';

const template = () => process.env[PGLITE_TEMPLATE_ENV] || undefined;

/** Timer ticks the main thread got to run while `work` was in flight: a blocked event loop runs none. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

// Long enough (about a second of WASM) for the difference between the two threads to show.
const HEAVY = `select count(*)::int as n from generate_series(1, 4000000) g where g % 7 = 3`;

describe('PGlite in its worker thread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await PgliteThread.start({ dataDir: 'memory://', template: template() });
    await thread.exec(`create type mood as enum ('happy', 'sad')`);
  });
  afterAll(async () => {
    await thread?.close();
  });

  it('reads every row type exactly as PGlite on the main thread does', async () => {
    const parsers = createPostgreSqlTypeParsers((value) => parsePostgresArray(value));
    const local = await PGlite.create(
      template() ? { loadDataDir: new Blob([readFileSync(template()!)]), parsers } : { parsers },
    );
    try {
      await local.exec(`create type mood as enum ('happy', 'sad')`);
      await local.refreshArrayTypes();
      await thread.trimParsers();
      const [here, there] = await Promise.all([local.query(WIDE_ROW), thread.query(WIDE_ROW)]);
      expect(there.rows).toEqual(here.rows);
      expect(there.rows[0]).toMatchObject({
        big: 9007199254740993n,
        bin: new Uint8Array([1, 2]),
        jsbs: [{ k: 1 }],
        moods: ['happy'],
      });
    } finally {
      await local.close();
    }
  });

  it('commits a transaction that returns and rolls back one that throws', async () => {
    await thread.exec(`create table t_commit (v int)`);
    await thread.transaction(async (tx) => {
      await tx.query(`insert into t_commit values ($1)`, [1]);
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query(`insert into t_commit values ($1)`, [2]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await thread.query(`select array_agg(v) as vs from t_commit`)).rows[0]).toEqual({ vs: [1] });
  });

  it('keeps a statement outside a transaction out of an open one', async () => {
    await thread.exec(`create table t_isolated (v int)`);
    let outside: Promise<unknown> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query(`insert into t_isolated values (1)`);
      // Sent while the transaction is open: it must wait for the commit, not run inside it.
      outside = thread.query(`insert into t_isolated values (2)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await tx.query(`select count(*)::int as n from t_isolated`)).rows[0]).toEqual({ n: 1 });
    });
    await outside;
    expect((await thread.query(`select count(*)::int as n from t_isolated`)).rows[0]).toEqual({ n: 2 });
  });

  it('hands back Postgres errors with their fields', async () => {
    await thread.exec(`create table t_unique (v int primary key)`);
    await thread.query(`insert into t_unique values (1)`);
    const error = await thread.query(`insert into t_unique values (1)`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_unique_pkey', severity: 'ERROR' });
  });

  it('leaves the main thread free while a statement runs', async () => {
    const ticks = await ticksDuring(() => thread.query(HEAVY));
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('refuses work once closed instead of hanging', async () => {
    const other = await PgliteThread.start({ dataDir: 'memory://', template: template() });
    await other.close();
    await expect(other.query(`select 1`)).rejects.toThrow('closed');
  });

  it('opens the next database on the worker of a closed one: a fresh database, nothing of the last one', async () => {
    const first = await PgliteThread.start({ dataDir: 'memory://', template: template() });
    await first.exec(`create table t_left_behind (v int); insert into t_left_behind values (1)`);
    const worker = first.workerThreadId;
    await first.close();
    const next = await PgliteThread.start({ dataDir: 'memory://', template: template() });
    try {
      expect(next.workerThreadId).toBe(worker);
      const found = await next.query(`select count(*)::int as n from pg_tables where tablename = 't_left_behind'`);
      expect(found.rows).toEqual([{ n: 0 }]);
      await expect(first.query(`select 1`)).rejects.toThrow('closed');
      expect((await next.query(`select 41 + 1 as n`)).rows).toEqual([{ n: 42 }]);
    } finally {
      await next.close();
    }
  });
});

describe('openDatabase on PGlite', () => {
  let orm: Orm;
  beforeAll(async () => {
    orm = await openDatabase({ pgliteTemplate: template() });
  });
  afterAll(async () => {
    await orm?.close();
  });

  it('runs the ORM on the worker by default', async () => {
    const native = await (
      orm.em.getConnection() as unknown as { getNativeClient(): Promise<unknown> }
    ).getNativeClient();
    expect(native).toBeInstanceOf(PgliteThread);
    const ticks = await ticksDuring(() => orm.em.fork().execute(HEAVY));
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('gives the ORM its exception types and pgErrorCode its codes', async () => {
    const em = orm.em.fork();
    await em.execute(`create table t_orm_unique (v int primary key)`);
    await em.execute(`insert into t_orm_unique values (1)`);
    const error = await em.execute(`insert into t_orm_unique values (1)`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UniqueConstraintViolationException);
    expect(pgErrorCode(error)).toBe('23505');
  });

  it('serialises concurrent ORM transactions on one counter without losing an update', async () => {
    const em = orm.em.fork();
    await em.execute(`create table t_counter (id int primary key, n int not null)`);
    await em.execute(`insert into t_counter values (1, 0)`);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        orm.em.fork().transactional(async (tx) => {
          const row = await queryOne<{ n: number }>(tx, `select n from t_counter where id = 1 for update`);
          await tx.execute(`update t_counter set n = ? where id = 1`, [row!.n + 1]);
        }),
      ),
    );
    expect(await queryOne(em, `select n from t_counter where id = 1`)).toEqual({ n: 20 });
  });
});

describe('PGlite on the main thread (the contrast)', () => {
  it('blocks the event loop for the whole statement', async () => {
    const orm = await openDatabase({ pgliteThread: 'main', pgliteTemplate: template() });
    try {
      const ticks = await ticksDuring(() => orm.em.fork().execute(HEAVY));
      expect(ticks).toBeLessThanOrEqual(2);
    } finally {
      await orm.close();
    }
  });
});
