import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createPostgreSqlTypeParsers } from '@mikro-orm/sql';
import { parse as parsePostgresArray } from 'postgres-array';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_TEMPLATE_ENV } from '../testing/test-database';
import { openDatabase } from '../database';
import { trimPgliteParsers } from './pglite-parsers';
import { WIDE_ROW } from './wide-row.fixture';

async function createAsMikroOrmDoes(): Promise<PGlite> {
  const parsers = createPostgreSqlTypeParsers((value) => parsePostgresArray(value));
  // The test run's migrated cluster when there is one: it skips initdb (seconds per instance).
  const template = process.env[PGLITE_TEMPLATE_ENV];
  const pglite = await PGlite.create(
    template ? { loadDataDir: new Blob([readFileSync(template)]), parsers } : { parsers },
  );
  await pglite.exec(`create type mood as enum ('happy', 'sad')`);
  // What MikroORM's instance has at this point: array parsers for the catalogue, refreshed for new types.
  await pglite.refreshArrayTypes();
  return pglite;
}

let full: PGlite;
let trimmed: PGlite;
let counts: { before: number; after: number };
beforeAll(async () => {
  [full, trimmed] = await Promise.all([createAsMikroOrmDoes(), createAsMikroOrmDoes()]);
  counts = await trimPgliteParsers(trimmed);
});
afterAll(async () => {
  await Promise.all([full?.close(), trimmed?.close()]);
});

describe('trimPgliteParsers', () => {
  it('keeps a small table', () => {
    expect(counts.before).toBeGreaterThan(300);
    expect(counts.after).toBeLessThan(60);
    expect(Object.keys(trimmed.parsers)).toHaveLength(counts.after);
  });

  it('reads every row type exactly as the full table does', async () => {
    const [before, after] = await Promise.all([full.query(WIDE_ROW), trimmed.query(WIDE_ROW)]);
    expect(after.rows).toEqual(before.rows);
    expect(after.rows[0]).toEqual({
      i2: 7,
      i4: 42,
      big: 9007199254740993n,
      small_big: 12,
      num: '1.50',
      f8: 2.5,
      yes: true,
      txt: 'x',
      vc: 'v',
      ch: 'c ',
      js: { a: [1, 2] },
      jsb: { b: true },
      id: '00000000-0000-4000-8000-000000000001',
      // MikroORM keeps dates and times as the server's text.
      tstz: '2026-01-02 03:04:05.678+00',
      ts: '2026-01-02 03:04:05',
      d: '2026-01-02',
      iv: '1 day 02:00:00',
      bin: new Uint8Array([1, 2]),
      i4s: [1, 2],
      i8s: [3],
      nums: ['1.25'],
      bools: [true, false],
      texts: ['a', 'b,c'],
      ids: ['00000000-0000-4000-8000-000000000002'],
      jsbs: [{ k: 1 }],
      tstzs: ['2026-01-02 03:04:05+00'],
      dates: ['2026-01-02'],
      nothing: null,
      mood: 'happy',
      moods: ['happy'],
    });
  });

  it('reads the same inside a transaction and in array row mode', async () => {
    const read = (db: PGlite) => db.transaction((tx) => tx.query(WIDE_ROW, [], { rowMode: 'array' }));
    const [before, after] = await Promise.all([read(full), read(trimmed)]);
    expect(after.rows).toEqual(before.rows);
  });
});

describe('openDatabase on PGlite', () => {
  // PGlite whatever TEST_DATABASE_URL says: this is about the embedded store's parser table.
  // On the main thread, where the instance can be looked at (the worker's is trimmed by the same function).
  it('hands the ORM a trimmed instance whose rows read as before', async () => {
    const template = process.env[PGLITE_TEMPLATE_ENV];
    const orm = await openDatabase({
      pgliteThread: 'main',
      ...(template ? { pgliteTemplate: template } : { pgliteDataDir: 'memory://' }),
    });
    try {
      const row = await orm.em
        .fork()
        .getConnection()
        .execute(`select 1::int8 as one, now() as at, array[gen_random_uuid()] as ids`);
      expect(row[0]).toMatchObject({
        one: 1,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:/),
        ids: [expect.stringMatching(/^[0-9a-f-]{36}$/)],
      });
      const pglite = await (
        orm.em.getConnection() as unknown as { getNativeClient(): Promise<PGlite> }
      ).getNativeClient();
      expect(Object.keys(pglite.parsers).length).toBeLessThan(60);
    } finally {
      await orm.close();
    }
  });
});
