import { Migration } from '@mikro-orm/migrations';
import { CLANS } from '@arena/schemas';

/**
 * Clans and the clan war.
 * - `clans`: the seeded clans (CLANS in schemas/src/clans/map.ts); their names are locale texts.
 * - `clan_choices`: every choice a player started (start -> thinking -> assigned) with its committed seed; at most one
 *   THINKING per player (partial unique index), numbered per player (the draw's nonce).
 * - `clan_members`: one row per player in a clan. `clan_resets`: each reset with its war season (the limit counts them).
 * - War, per season: `clan_war_areas` (holder and defence of every area; a season's rows
 *   are inserted, neutral, before its first capture, so a capture always locks an existing row), `clan_war_players`
 *   (points spent, updated only while the spend still fits the points earned), `clan_war_actions` (every capture and
 *   reinforcement: the clans' points and the reward shares are summed from it; its id is the live map's cursor).
 * - Season end: a `clan_war_seasons` row is written in the commit that pays the season (its primary key makes a second
 *   run or a restart pay nothing), `clan_war_results` the frozen ranking, `clan_war_rewards` one row per paid player.
 * Earned points are not stored: they are read from the settled REAL bets of the season window.
 */
export class Migration20261215000000Clans extends Migration {
  override name = 'Migration20261215000000Clans';

  override up(): void {
    this.addSql(`create table clans (id text primary key, colour text not null, sort int not null unique)`);
    CLANS.forEach((clan, sort) =>
      this.addSql(`insert into clans (id, colour, sort) values ('${clan.id}', '${clan.colour}', ${sort})`),
    );
    this.addSql(`
      create table clan_choices (
        id uuid primary key,
        user_id uuid not null references users(id),
        number int not null check (number > 0),
        status text not null check (status in ('THINKING', 'ASSIGNED')),
        server_seed text not null,
        server_seed_hash text not null,
        started_at timestamptz not null,
        reveal_at timestamptz not null,
        assigned_at timestamptz,
        clan_id text references clans(id),
        excluded_clan_id text references clans(id),
        member_counts jsonb,
        candidates jsonb,
        draw_float double precision,
        unique (user_id, number),
        check ((status = 'ASSIGNED') = (clan_id is not null and assigned_at is not null))
      )`);
    this.addSql(`create unique index clan_choices_thinking on clan_choices (user_id) where status = 'THINKING'`);
    this.addSql(`
      create table clan_members (
        user_id uuid primary key references users(id),
        clan_id text not null references clans(id),
        choice_id uuid not null unique references clan_choices(id),
        joined_at timestamptz not null
      )`);
    this.addSql(`create index clan_members_clan on clan_members (clan_id)`);
    this.addSql(`
      create table clan_resets (
        user_id uuid not null references users(id),
        season int not null,
        number int not null check (number > 0),
        clan_id text not null references clans(id),
        reset_at timestamptz not null,
        primary key (user_id, season, number)
      )`);
    this.addSql(`
      create table clan_war_areas (
        season int not null,
        area_id text not null,
        clan_id text references clans(id),
        defence bigint not null default 0 check (defence >= 0),
        captured_at timestamptz,
        captured_by uuid references users(id),
        primary key (season, area_id),
        check ((clan_id is null) = (captured_at is null) and (clan_id is null) = (captured_by is null) and (clan_id is null) = (defence = 0))
      )`);
    this.addSql(`create index clan_war_areas_clan on clan_war_areas (season, clan_id)`);
    this.addSql(`
      create table clan_war_players (
        season int not null,
        user_id uuid not null references users(id),
        spent_points bigint not null default 0 check (spent_points >= 0),
        primary key (season, user_id)
      )`);
    this.addSql(`
      create table clan_war_actions (
        id bigserial primary key,
        season int not null,
        area_id text not null,
        user_id uuid not null references users(id),
        clan_id text not null references clans(id),
        from_clan_id text references clans(id),
        action text not null check (action in ('CAPTURE', 'REINFORCE')),
        points bigint not null check (points > 0),
        created_at timestamptz not null
      )`);
    this.addSql(`create index clan_war_actions_season on clan_war_actions (season, clan_id, user_id)`);
    this.addSql(`
      create table clan_war_seasons (
        season int primary key,
        starts_at timestamptz not null,
        ends_at timestamptz not null,
        paid_at timestamptz not null,
        check (starts_at < ends_at)
      )`);
    this.addSql(`
      create table clan_war_results (
        season int not null references clan_war_seasons(season),
        clan_id text not null references clans(id),
        rank int not null check (rank > 0),
        areas int not null,
        points bigint not null,
        members int not null,
        pool_cents bigint not null,
        primary key (season, clan_id)
      )`);
    this.addSql(`
      create table clan_war_rewards (
        season int not null references clan_war_seasons(season),
        clan_id text not null references clans(id),
        user_id uuid not null references users(id),
        points bigint not null check (points > 0),
        prize_cents bigint not null check (prize_cents > 0),
        transfer_id bigint not null unique references ledger_transfers(id),
        primary key (season, clan_id, user_id)
      )`);
  }
}
