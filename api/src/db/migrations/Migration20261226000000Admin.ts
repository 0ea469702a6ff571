import { Migration } from '@mikro-orm/migrations';

/**
 * The operator console's audit log: one row per admin action (who, what, target, reason, when). Append-only like
 * the ledger: a trigger refuses updates and deletes, so the trail cannot be edited by the console it records.
 */
export class Migration20261226000000Admin extends Migration {
  override name = 'Migration20261226000000Admin';

  override up(): void {
    this.addSql(`
      create table admin_audit (
        id bigserial primary key,
        admin_id uuid not null references users(id),
        action text not null check (length(action) <= 40),
        target_type text not null check (length(target_type) <= 40),
        target_id text not null check (length(target_id) <= 64),
        reason text check (length(reason) <= 300),
        details jsonb not null default '{}',
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index admin_audit_created on admin_audit (created_at desc, id desc)`);
    this.addSql(`create index admin_audit_target on admin_audit (target_id, created_at desc)`);
    // The console's live figures count bets of the last minute, hour and day.
    this.addSql(`create index bets_created_idx on bets (created_at)`);
    this.addSql(`
      create function admin_audit_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'the admin audit log is append-only' using errcode = '55000';
      end $$`);
    this.addSql(`
      create trigger admin_audit_append_only before update or delete on admin_audit
      for each row execute function admin_audit_append_only()`);
  }
}
