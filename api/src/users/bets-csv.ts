import type { SqlEntityManager } from '@mikro-orm/sql';
import { BET_CSV_COLUMNS, BET_CSV_RULES } from '@arena/schemas';
import { queryRows } from '../db/sql';
import { BET_FACTS } from '../db/ledger-facts';

interface CsvBetRow {
  id: string;
  game: string;
  round_id: string;
  stake_cents: number | string;
  payout_cents: number | string | null;
  status: string;
  created_at: Date | string;
}

/** Integer cents as a plain decimal (1234 → "12.34"): exact, no float, no locale. */
export function centsToDecimal(cents: number | string | bigint): string {
  const value = BigInt(cents);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A field a spreadsheet would run as a
 * formula (starting with = + - @ or a tab/CR) is prefixed with a quote mark, so opening the file runs nothing.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvLine(row: CsvBetRow): string {
  const fields = [
    row.id,
    new Date(row.created_at).toISOString(),
    row.game,
    row.round_id,
    centsToDecimal(row.stake_cents),
    row.payout_cents === null ? '' : centsToDecimal(row.payout_cents),
    row.status,
  ];
  return `${fields.map((field) => csvField(String(field))).join(',')}\r\n`;
}

/**
 * The player's finished bets of every game, newest first, as CSV text chunks: the header, then one chunk per batch
 * of `BET_CSV_RULES.batchRows` rows, read by keyset (created_at, id) so memory stays flat, and never more than
 * `BET_CSV_RULES.maxRows` rows.
 */
export async function* betCsvChunks(
  em: SqlEntityManager,
  userId: string,
  rules: { maxRows: number; batchRows: number } = BET_CSV_RULES,
): AsyncGenerator<string> {
  yield `${BET_CSV_COLUMNS.join(',')}\r\n`;
  let sent = 0;
  // The last row's id: its created_at is read back in SQL, as a JavaScript Date would drop the microseconds.
  let after: string | null = null;
  while (sent < rules.maxRows) {
    const limit = Math.min(rules.batchRows, rules.maxRows - sent);
    const rows: CsvBetRow[] = await queryRows<CsvBetRow>(
      em,
      `select id, game, round_id, stake_cents, payout_cents, status, created_at from ${BET_FACTS} b
       where user_id = ? and status in ('SETTLED', 'REFUNDED') ${after ? `and (created_at, id) < (select p.created_at, p.id from ${BET_FACTS} p where p.id = ?)` : ''}
       order by created_at desc, id desc limit ?`,
      after ? [userId, after, limit] : [userId, limit],
    );
    if (rows.length === 0) return;
    yield rows.map(csvLine).join('');
    sent += rows.length;
    after = rows[rows.length - 1]!.id;
    if (rows.length < limit) return;
  }
}
