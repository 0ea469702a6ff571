import { Migration } from '@mikro-orm/migrations';

/**
 * The entry check's probes (one primary-key lookup per new entry into `ledger_transfers` and `accounts`) are planned
 * once per session and the plan is kept. A session that first ran the check while `accounts` was small (a fresh
 * database, the ledger's warm-up at start) kept a sequential scan of `accounts` per entry: with 2,000 accounts the
 * check of a 200-bet batch took 19 ms of its 27, and it grows with every player. Postgres replans after autovacuum's
 * ANALYZE; embedded PGlite has no autovacuum and never does. Sequential scans are switched off inside the function,
 * so its probes stay index lookups whatever the table size was when they were planned.
 */
export class Migration20270301000000LedgerCheckPlans extends Migration {
  override name = 'Migration20270301000000LedgerCheckPlans';

  override up(): void {
    this.addSql(`alter function ledger_entries_check() set enable_seqscan = off`);
  }
}
