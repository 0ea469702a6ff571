import { Migration } from '@mikro-orm/migrations';

/**
 * Battlepass: the pass (its dates drive the status), its levels (cumulative experience, a free and a premium reward
 * as JSON), its bundles (experience 0 = the premium pass; the full price in cents, the pre-sale price is derived),
 * the holders (who bought the premium pass when, and bought experience), claims (one row per level and tier, unique,
 * written with the ledger transfer that paid it), and the advent calendar (days, prizes, one claim per day).
 * Earned experience is not stored: it is read from the settled REAL bets of the pass window.
 */
export class Migration20261211000000Battlepass extends Migration {
  override name = 'Migration20261211000000Battlepass';

  override up(): void {
    this.addSql(`
      create table battlepasses (
        id serial primary key,
        title text not null,
        presale_at timestamptz,
        started_at timestamptz not null,
        finished_at timestamptz not null,
        created_at timestamptz not null default now(),
        check (started_at < finished_at),
        check (presale_at is null or presale_at < started_at)
      )`);
    this.addSql(`
      create table battlepass_levels (
        battlepass_id int not null references battlepasses(id),
        level int not null check (level > 0),
        experience bigint not null check (experience > 0),
        free_reward jsonb,
        premium_reward jsonb,
        primary key (battlepass_id, level)
      )`);
    this.addSql(`
      create table battlepass_bundles (
        id serial primary key,
        battlepass_id int not null references battlepasses(id),
        experience bigint not null check (experience >= 0),
        old_price_cents bigint not null check (old_price_cents > 0)
      )`);
    this.addSql(
      `create unique index battlepass_bundles_premium on battlepass_bundles (battlepass_id) where experience = 0`,
    );
    this.addSql(`
      create table battlepass_holders (
        battlepass_id int not null references battlepasses(id),
        user_id uuid not null references users(id),
        premium boolean not null default false,
        premium_at timestamptz,
        bought_experience bigint not null default 0 check (bought_experience >= 0),
        primary key (battlepass_id, user_id),
        check (premium = (premium_at is not null))
      )`);
    this.addSql(`
      create table battlepass_claims (
        battlepass_id int not null references battlepasses(id),
        user_id uuid not null references users(id),
        level int not null,
        tier text not null check (tier in ('FREE', 'PREMIUM')),
        reward jsonb not null,
        transfer_id bigint not null references ledger_transfers(id),
        claimed_at timestamptz not null default now(),
        primary key (battlepass_id, user_id, level, tier)
      )`);
    this.addSql(`
      create table battlepass_calendars (
        battlepass_id int primary key references battlepasses(id),
        opens_at timestamptz not null
      )`);
    this.addSql(`
      create table battlepass_calendar_prizes (
        battlepass_id int not null references battlepass_calendars(battlepass_id),
        day int not null check (day > 0),
        reward jsonb not null,
        primary key (battlepass_id, day)
      )`);
    this.addSql(`
      create table battlepass_calendar_claims (
        battlepass_id int not null references battlepass_calendars(battlepass_id),
        user_id uuid not null references users(id),
        day int not null,
        transfer_id bigint not null references ledger_transfers(id),
        claimed_at timestamptz not null default now(),
        primary key (battlepass_id, user_id, day)
      )`);
    this.addSql(
      `create index bets_user_real_settled_idx on bets (user_id, created_at) where source = 'REAL' and status = 'SETTLED'`,
    );
  }
}
