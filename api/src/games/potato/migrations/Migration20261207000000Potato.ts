import { Migration } from '@mikro-orm/migrations';

/**
 * The potato game: each fixed table plays one game after another. A game has its committed server seed, its
 * seats (each carries the player's buy-in bet) and every exploded stage with its deal, fuse and passes, so a game
 * cut short by a restart is finished from what is stored. One live game per table at a time.
 */
export class Migration20261207000000Potato extends Migration {
  override name = 'Migration20261207000000Potato';

  override up(): void {
    this.addSql(`
      create table potato_games (
        id uuid primary key,
        table_id text not null,
        buy_in_cents bigint not null check (buy_in_cents > 0),
        server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
        server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
        client_seed text,
        status text not null default 'WAITING' check (status in ('WAITING', 'RUNNING', 'FINISHED', 'CANCELLED', 'VOIDED')),
        winner_seat smallint,
        pot_cents bigint not null default 0 check (pot_cents >= 0),
        payout_cents bigint not null default 0 check (payout_cents >= 0),
        created_at timestamptz not null default now(),
        started_at timestamptz,
        ended_at timestamptz,
        constraint potato_games_started check ((status in ('WAITING', 'CANCELLED')) or (client_seed is not null)),
        constraint potato_games_ended check ((status in ('FINISHED', 'CANCELLED', 'VOIDED')) = (ended_at is not null))
      )`);
    this.addSql(
      `create unique index potato_games_one_live_per_table on potato_games (table_id) where status in ('WAITING', 'RUNNING')`,
    );
    this.addSql(`create index potato_games_recent on potato_games (ended_at desc) where status = 'FINISHED'`);
    this.addSql(`
      create table potato_seats (
        game_id uuid not null references potato_games(id),
        seat smallint not null check (seat between 0 and 7),
        user_id uuid not null references users(id),
        bet_id uuid not null unique references bets(id),
        joined_at timestamptz not null default now(),
        knocked_out_stage smallint,
        payout_cents bigint not null default 0 check (payout_cents >= 0),
        primary key (game_id, seat)
      )`);
    this.addSql(`create unique index potato_seats_one_per_user on potato_seats (game_id, user_id)`);
    this.addSql(`create index potato_seats_user on potato_seats (user_id, game_id)`);
    this.addSql(`
      create table potato_stages (
        game_id uuid not null references potato_games(id),
        stage smallint not null check (stage > 0),
        start_seat smallint not null,
        fuse smallint not null check (fuse > 0),
        passes jsonb not null,
        loser_seat smallint not null,
        auto_only boolean not null default false,
        created_at timestamptz not null default now(),
        primary key (game_id, stage)
      )`);
  }
}
