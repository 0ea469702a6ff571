import { Migration } from '@mikro-orm/migrations';

/**
 * Maintenance windows (docs/product-rules.md §3): a PAGE hides the site until its end; a BANNER announces a window.
 * Ending a window early moves its end time, so the table keeps what really happened.
 */
export class Migration20261124000000Maintenance extends Migration {
  override name = 'Migration20261124000000Maintenance';

  override up(): void {
    this.addSql(`
      create table maintenance_windows (
        id bigserial primary key,
        type text not null check (type in ('PAGE', 'BANNER')),
        started_at timestamptz not null,
        finished_at timestamptz not null,
        created_by uuid references users(id),
        created_at timestamptz not null default now(),
        constraint maintenance_windows_order check (finished_at > started_at)
      )`);
    this.addSql(`create index maintenance_windows_finished_idx on maintenance_windows (finished_at)`);
  }
}
