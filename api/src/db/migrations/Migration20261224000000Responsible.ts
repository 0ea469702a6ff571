import { Migration } from '@mikro-orm/migrations';

/**
 * Responsible gaming (see RESPONSIBLE_RULES). `responsible_limits` has one row per player, kind and window: the
 * limit in force (null: none) and a pending raise or removal with the time it applies (pending_at null: nothing
 * pending; pending_cents null with a time: a pending removal). A matured pending change is read as the limit in force
 * and folded into `cents` at the next change. `responsible_settings` holds the timeout, the self-exclusion and the
 * reality-check interval; the ends only ever move later (the API refuses to shorten them).
 */
export class Migration20261224000000Responsible extends Migration {
  override name = 'Migration20261224000000Responsible';

  override up(): void {
    this.addSql(`
      create table responsible_limits (
        user_id uuid not null references users(id),
        kind text not null check (kind in ('deposit', 'wager', 'loss')),
        period text not null check (period in ('day', 'week', 'month')),
        cents bigint check (cents > 0),
        pending_cents bigint check (pending_cents > 0),
        pending_at timestamptz,
        updated_at timestamptz not null default now(),
        primary key (user_id, kind, period),
        check (pending_at is not null or pending_cents is null)
      )`);
    this.addSql(`
      create table responsible_settings (
        user_id uuid primary key references users(id),
        timeout_until timestamptz,
        exclusion_until timestamptz,
        reality_check_minutes int check (reality_check_minutes > 0),
        updated_at timestamptz not null default now()
      )`);
  }
}
