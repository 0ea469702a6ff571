import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = join(import.meta.dirname, '../../..');
/** Where the platform's source lives: the api and the game server (the client talks HTTP and rooms, never SQL). */
const ROOTS = ['api/src', 'game-server/src'];
/**
 * Who may name the ledger's tables in SQL: the ledger, the migrations that define tables, and the relations the
 * ledger publishes for readers (db/ledger-facts.ts). Tests may read them to check what was written.
 */
const ALLOWED = [/^api\/src\/ledger\//, /\/migrations\//, /^api\/src\/db\/ledger-facts\.ts$/, /\.test\.ts$/];
/** SQL that reads, writes or locks a ledger table by name (a join on a published relation is `join ${BET_FACTS} b`). */
const NAMES_LEDGER_TABLE = /\b(from|join|update|into)\s+"?(bets|ledger_transfers|ledger_entries|accounts)\b(?!_)/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the ledger owns its tables', () => {
  it('no source outside the ledger reads, writes or locks bets, transfers, entries or accounts by name', () => {
    const files = ROOTS.flatMap((root) => sourceFiles(join(REPO, root))).map((path) => relative(REPO, path));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .filter((file) => !ALLOWED.some((rule) => rule.test(file)))
      .flatMap((file) =>
        readFileSync(join(REPO, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (NAMES_LEDGER_TABLE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('the rule sees a query that names the table', () => {
    expect(NAMES_LEDGER_TABLE.test('select id from bets where id = ?')).toBe(true);
    expect(NAMES_LEDGER_TABLE.test('update bets set created_at = ?')).toBe(true);
    expect(NAMES_LEDGER_TABLE.test('from roll_bets rb join bets b on b.id = rb.bet_id')).toBe(true);
    expect(NAMES_LEDGER_TABLE.test('from ${BET_FACTS} b join fair_bets f on f.bet_id = b.id')).toBe(false);
    expect(NAMES_LEDGER_TABLE.test('select count(*) from bets_archive')).toBe(false);
    expect(NAMES_LEDGER_TABLE.test('join ledger_entries e on e.transfer_id = t.id')).toBe(true);
    expect(NAMES_LEDGER_TABLE.test('select balance from accounts where kind = ?')).toBe(true);
    expect(NAMES_LEDGER_TABLE.test('insert into ledger_transfers (scope) values (?)')).toBe(true);
    expect(NAMES_LEDGER_TABLE.test('from ${TRANSFER_FACTS} t join ${ENTRY_FACTS} e on e.transfer_id = t.id')).toBe(
      false,
    );
  });
});
