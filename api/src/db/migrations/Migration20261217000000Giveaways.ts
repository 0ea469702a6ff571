import { Migration } from '@mikro-orm/migrations';

/**
 * Giveaways (HOURLY, DAILY, WEEKLY, back to back): one row per type and period with its committed seed, its prizes
 * and its conditions as they were when it opened (a changed env applies from the next one); one row per participant;
 * one row per paid prize slot. The unique keys are what make a draw pay once: (type, starts_at) opens a period
 * once, (giveaway, slot) and (giveaway, user) let a slot and a person be paid once, and the status moves
 * OPEN -> DRAWN | NO_WINNER in the same transaction as the grants.
 */
export class Migration20261217000000Giveaways extends Migration {
  override name = 'Migration20261217000000Giveaways';

  override up(): void {
    this.addSql(`
      create table giveaways (
        id serial primary key,
        type text not null check (type in ('HOURLY', 'DAILY', 'WEEKLY')),
        starts_at timestamptz not null,
        ends_at timestamptz not null,
        server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
        seed_hash text not null check (seed_hash ~ '^[0-9a-f]{64}$'),
        prizes jsonb not null,
        min_payment_cents bigint not null check (min_payment_cents >= 0),
        payment_window_ms bigint not null check (payment_window_ms >= 0),
        min_steam_level int not null check (min_steam_level >= 0),
        min_game_hours int not null check (min_game_hours >= 0),
        status text not null default 'OPEN' check (status in ('OPEN', 'DRAWN', 'NO_WINNER')),
        created_at timestamptz not null default now(),
        drawn_at timestamptz,
        constraint giveaways_period unique (type, starts_at),
        check (starts_at < ends_at),
        check ((status = 'OPEN') = (drawn_at is null))
      )`);
    this.addSql(`create index giveaways_open_idx on giveaways (ends_at) where status = 'OPEN'`);
    this.addSql(`
      create table giveaway_participants (
        giveaway_id int not null references giveaways(id),
        user_id uuid not null references users(id),
        joined_at timestamptz not null default now(),
        primary key (giveaway_id, user_id)
      )`);
    this.addSql(`
      create table giveaway_winners (
        giveaway_id int not null references giveaways(id),
        slot int not null check (slot >= 0),
        user_id uuid not null references users(id),
        catalog_item_id int not null,
        price_cents bigint not null check (price_cents > 0),
        item_id uuid not null references user_items(id),
        primary key (giveaway_id, slot),
        constraint giveaway_winners_once unique (giveaway_id, user_id)
      )`);
    this.addSql(`create index giveaway_winners_user_idx on giveaway_winners (user_id)`);
  }
}
