import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = join(import.meta.dirname, '../../..');
/** Where the platform's source lives: the api and the game server (the client talks HTTP and rooms, never SQL). */
const ROOTS = ['api/src', 'game-server/src'];
/**
 * Who may name the `bets` table in SQL: the ledger, the migrations that define tables, and the relation the ledger
 * publishes for readers (db/bet-facts.ts). Tests may read it to check what was written.
 */
const ALLOWED = [/^api\/src\/ledger\//, /\/migrations\//, /^api\/src\/db\/bet-facts\.ts$/, /\.test\.ts$/];
/** SQL that reads, writes or locks the bets table by name (a join on BET_FACTS is `join ${BET_FACTS} b`). */
const NAMES_BETS = /\b(from|join|update|into)\s+"?bets\b(?!_)/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the ledger owns its bets table', () => {
  it('no source outside the ledger reads, writes or locks bets by name', () => {
    const files = ROOTS.flatMap((root) => sourceFiles(join(REPO, root))).map((path) => relative(REPO, path));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .filter((file) => !ALLOWED.some((rule) => rule.test(file)))
      .flatMap((file) =>
        readFileSync(join(REPO, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (NAMES_BETS.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('the rule sees a query that names the table', () => {
    expect(NAMES_BETS.test('select id from bets where id = ?')).toBe(true);
    expect(NAMES_BETS.test('update bets set created_at = ?')).toBe(true);
    expect(NAMES_BETS.test('from roll_bets rb join bets b on b.id = rb.bet_id')).toBe(true);
    expect(NAMES_BETS.test('from ${BET_FACTS} b join fair_bets f on f.bet_id = b.id')).toBe(false);
    expect(NAMES_BETS.test('select count(*) from bets_archive')).toBe(false);
  });
});
