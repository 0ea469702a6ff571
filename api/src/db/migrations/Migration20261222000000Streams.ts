import { Migration } from '@mikro-orm/migrations';

/** The /streams list, managed by admins: live streams first, then by `sort_order`. */
export class Migration20261222000000Streams extends Migration {
  override name = 'Migration20261222000000Streams';

  override up(): void {
    this.addSql(`
      create table streams (
        id serial primary key,
        title text not null check (length(title) between 1 and 120),
        streamer text not null check (length(streamer) between 1 and 60),
        url text not null check (url ~ '^https?://' and length(url) <= 500),
        platform text not null check (platform in ('TWITCH', 'YOUTUBE', 'KICK', 'OTHER')),
        live boolean not null default false,
        sort_order int not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
  }
}
