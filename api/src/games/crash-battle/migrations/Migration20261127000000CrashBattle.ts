import { Migration } from '@mikro-orm/migrations';

/**
 * Crash battle: a battle with its committed server seed, its seats (a player's seat carries the buy-in bet;
 * a bot's seat has no user and no bet) and every finished round with each seat's score, so a battle cut short
 * by a restart can be finished from what is stored.
 */
export class Migration20261127000000CrashBattle extends Migration {
  override name = 'Migration20261127000000CrashBattle';

  override up(): void {
    this.addSql(`
      create table crash_battles (
        id uuid primary key,
        owner_id uuid not null references users(id),
        seats smallint not null check (seats between 2 and 4),
        rounds smallint not null check (rounds between 1 and 100),
        buy_in_cents bigint not null check (buy_in_cents > 0),
        is_private boolean not null default false,
        code text unique,
        server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
        server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
        client_seed text,
        status text not null default 'WAITING' check (status in ('WAITING', 'RUNNING', 'FINISHED', 'CANCELLED', 'VOIDED')),
        winner_seat smallint,
        draw boolean not null default false,
        created_at timestamptz not null default now(),
        started_at timestamptz,
        ended_at timestamptz,
        constraint crash_battles_private_code check (is_private = (code is not null)),
        constraint crash_battles_started check ((status = 'WAITING') or (status = 'CANCELLED') or (client_seed is not null)),
        constraint crash_battles_ended check ((status in ('FINISHED', 'CANCELLED', 'VOIDED')) = (ended_at is not null))
      )`);
    this.addSql(`create index crash_battles_live on crash_battles (status) where status in ('WAITING', 'RUNNING')`);
    this.addSql(
      `create index crash_battles_recent on crash_battles (ended_at desc) where status = 'FINISHED' and not is_private`,
    );
    this.addSql(`
      create table crash_battle_seats (
        battle_id uuid not null references crash_battles(id),
        seat smallint not null check (seat between 0 and 3),
        user_id uuid references users(id),
        bet_id uuid unique references bets(id),
        auto_cash_out_hundredths int not null default 0 check (auto_cash_out_hundredths >= 0),
        joined_at timestamptz not null default now(),
        total_hundredths bigint not null default 0,
        payout_cents bigint not null default 0 check (payout_cents >= 0),
        primary key (battle_id, seat),
        constraint crash_battle_seats_bot check ((user_id is null) = (bet_id is null))
      )`);
    this.addSql(
      `create unique index crash_battle_seats_one_per_user on crash_battle_seats (battle_id, user_id) where user_id is not null`,
    );
    this.addSql(
      `create index crash_battle_seats_user on crash_battle_seats (user_id, battle_id) where user_id is not null`,
    );
    this.addSql(`
      create table crash_battle_rounds (
        battle_id uuid not null references crash_battles(id),
        round smallint not null check (round > 0),
        crash_point_hundredths bigint not null check (crash_point_hundredths >= 100),
        scores jsonb not null,
        created_at timestamptz not null default now(),
        primary key (battle_id, round)
      )`);
  }
}
