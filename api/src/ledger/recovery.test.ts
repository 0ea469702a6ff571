import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import type { Orm } from '../db/database';
import { openDatabase } from '../database';
import { type TestDatabase, openTestDatabase } from '../testing/test-database';
import { Ledger } from './ledger';

const here = path.dirname(fileURLToPath(import.meta.url));
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Runs the fixture until it has placed its bet, then kills it without any chance to clean up. */
function placeBetThenDie(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'recovery.fixture.ts')], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d) => {
      out += d;
      const match = /PLACED (\S+)/.exec(out);
      if (match) {
        child.kill('SIGKILL');
        child.once('exit', () => resolve(match[1]!));
      }
    });
    child.once('exit', (code, signal) => {
      if (!/PLACED/.test(out)) reject(new Error(`fixture exited (${code ?? signal}) before placing: ${err}`));
    });
  });
}

it(
  'a process killed between debit and settlement: boot recovery refunds the open bet exactly once',
  { timeout: 120_000 },
  async () => {
    const betId = randomUUID();
    let orm: Orm;
    if (process.env.TEST_DATABASE_URL) {
      const db: TestDatabase = await openTestDatabase();
      cleanups.push(() => db.close());
      await placeBetThenDie({ DATABASE_URL: db.databaseUrl!, BET_ID: betId });
      orm = db.orm;
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), 'arena-recovery-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      await placeBetThenDie({ PGLITE_DIR: path.join(dir, 'pglite'), BET_ID: betId, DATABASE_URL: '' });
      orm = await openDatabase({ pgliteDataDir: path.join(dir, 'pglite') });
      cleanups.push(() => orm.close());
    }
    const ledger = new Ledger(orm);
    const stranded = await ledger.getBet(betId);
    expect(stranded).toMatchObject({ status: 'OPEN', stakeCents: 2_500 });
    expect((await ledger.balances(stranded!.userId)).realCents).toBe(7_500);

    const first = await ledger.refundOpenBets({ games: ['crash'] });
    expect(first.map((b) => b.id)).toEqual([betId]);
    const second = await ledger.refundOpenBets({ games: ['crash'] });
    expect(second).toEqual([]);
    expect(await ledger.refundBet(betId)).toMatchObject({ status: 'REFUNDED' });
    expect((await ledger.balances(stranded!.userId)).realCents).toBe(10_000);
    await ledger.assertInvariants();
  },
);
