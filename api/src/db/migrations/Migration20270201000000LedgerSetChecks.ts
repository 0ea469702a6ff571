import { Migration } from '@mikro-orm/migrations';

/**
 * The checks on ledger entries ran once per row: a 100-bet batch writes ~200 entries, so ~200 deferred balance
 * triggers (each a query) at commit and ~400 foreign-key lookups during the insert. They become one statement-level
 * trigger that looks at the statement's new rows as a set.
 *
 * - Balance: each insert statement's entries sum to zero per transfer. Entries are append-only (Foundation), so
 *   the sum of every transfer stays zero. Stricter than before (a transfer can no longer be balanced over two
 *   statements); both writers (api/src/ledger/postings.ts, api/src/ledger/batch/batch-writes.ts) write a transfer's
 *   entries in one statement.
 * - References: every new entry names an existing transfer and account (the foreign keys' insert side). Their
 *   delete and key-update side become triggers on ledger_transfers and accounts that refuse to remove a row an entry
 *   names. A transfer's entries are written in the transaction that claimed it, so no other transaction can delete it
 *   in between; an entry's account is updated (row-locked) by the same statement, except in a batch where its legs
 *   net to zero, and accounts are never deleted by the application.
 */
export class Migration20270201000000LedgerSetChecks extends Migration {
  override name = 'Migration20270201000000LedgerSetChecks';

  override up(): void {
    this.addSql(`drop trigger ledger_entries_balanced on ledger_entries`);
    this.addSql(`drop function ledger_transfer_balanced()`);
    this.addSql(`alter table ledger_entries drop constraint ledger_entries_transfer_id_fkey`);
    this.addSql(`alter table ledger_entries drop constraint ledger_entries_account_id_fkey`);
    this.addSql(`
      create function ledger_entries_check() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from added group by transfer_id having sum(amount) <> 0) then
          raise exception 'ledger transfer % does not balance',
            (select transfer_id from added group by transfer_id having sum(amount) <> 0 limit 1) using errcode = '23514';
        end if;
        -- One primary-key probe per new row, as the foreign keys did (a lateral limit keeps the planner from
        -- scanning a whole table when its statistics are stale, as they stay on PGlite, which has no autovacuum).
        if exists (select 1 from added a left join lateral (select 1 as hit from ledger_transfers t
              where t.id = a.transfer_id limit 1) t on true where t.hit is null)
          or exists (select 1 from added a left join lateral (select 1 as hit from accounts c
              where c.id = a.account_id limit 1) c on true where c.hit is null) then
          raise exception 'ledger entry names a missing transfer or account' using errcode = '23503';
        end if;
        return null;
      end $$`);
    this.addSql(`
      create trigger ledger_entries_check after insert on ledger_entries
      referencing new table as added for each statement execute function ledger_entries_check()`);
    for (const [table, column] of [
      ['ledger_transfers', 'transfer_id'],
      ['accounts', 'account_id'],
    ] as const) {
      this.addSql(`
        create function ${table}_keep_referenced() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from gone g join ledger_entries e on e.${column} = g.id) then
            raise exception 'ledger entries still name a deleted ${table} row' using errcode = '23503';
          end if;
          return null;
        end $$`);
      this.addSql(`
        create trigger ${table}_keep_referenced after delete on ${table}
        referencing old table as gone for each statement execute function ${table}_keep_referenced()`);
      this.addSql(`
        create function ${table}_fixed_id() returns trigger language plpgsql as $$
        begin
          raise exception '${table}.id never changes' using errcode = '55000';
        end $$`);
      this.addSql(`
        create trigger ${table}_fixed_id before update of id on ${table}
        for each row when (old.id is distinct from new.id) execute function ${table}_fixed_id()`);
    }
  }
}
