import { Migration } from '@mikro-orm/migrations';

/**
 * Cases: groups of cases, each case's skins (a catalog item and its odds weight, in slot order: the slot is the
 * fair verifier's w1 … w10) and one row per opening, written in the same transaction as its bet. A case's price is
 * not stored: it is ceil(EV / (1 − edge)) from the catalog's current prices and the case's edge, so a catalog
 * update never leaves a case priced off its published edge. The checks keep a limited collection within its count.
 */
export class Migration20261210000000Cases extends Migration {
  override name = 'Migration20261210000000Cases';

  override up(): void {
    this.addSql(`
      create table case_groups (
        id serial primary key,
        alias text not null unique,
        name text not null,
        sort int not null default 0
      )`);
    this.addSql(`
      create table cases (
        id serial primary key,
        group_id int not null references case_groups(id),
        alias text not null unique check (alias ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        name text not null,
        edge_basis_points int not null check (edge_basis_points between 0 and 5000),
        bonus_only boolean not null default false,
        premium_only boolean not null default false,
        limit_total int check (limit_total > 0),
        unboxed int not null default 0 check (unboxed >= 0),
        expires_at timestamptz,
        status text not null default 'ACTIVE' check (status in ('ACTIVE', 'TEMPORARILY_UNAVAILABLE', 'UNAVAILABLE')),
        sort int not null default 0,
        created_at timestamptz not null default now(),
        constraint cases_within_limit check (limit_total is null or unboxed <= limit_total)
      )`);
    this.addSql(`
      create table case_items (
        case_id int not null references cases(id),
        slot int not null check (slot between 0 and 9),
        catalog_item_id int not null,
        weight int not null check (weight between 1 and 1000000),
        primary key (case_id, slot)
      )`);
    this.addSql(`
      create table case_openings (
        bet_id uuid primary key references bets(id),
        user_id uuid not null references users(id),
        case_id int not null references cases(id),
        price_cents bigint not null check (price_cents > 0),
        source text not null check (source in ('REAL', 'BONUS')),
        ticket int not null check (ticket >= 0),
        slot int not null check (slot between 0 and 9),
        catalog_item_id int not null,
        item_cents bigint not null check (item_cents > 0),
        item_id uuid not null references user_items(id),
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index case_openings_user_idx on case_openings (user_id, created_at desc, bet_id)`);
  }
}
