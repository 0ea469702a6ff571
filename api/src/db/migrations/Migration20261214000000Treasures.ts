import { Migration } from '@mikro-orm/migrations';

/**
 * Treasures. A collection per UTC quarter with its 10 treasures (slot 1-10) and a Mega Treasure prize; its
 * season seed is committed (hash) before the season and drawn against every settled REAL bet of the season.
 * treasure_cards: one row per card, ever; unique drop_bet_id makes "one card per bet" a database fact, so the drop job
 * can re-draw any bet without dropping twice. A card is consumed in place (ACTIVATED, UPGRADED, MEGA), so a card is
 * used once by a conditional update. Orders list cards (status LISTED + order_id); an order ends once
 * (CREATED -> ACCEPTED, REMOVED or EXPIRED by conditional update). Activation and upgrade draws use the fairness
 * center's seed pairs and are recorded in fair_bets under their own ids (fair_bets.bet_id has no foreign key to bets
 * since the minigame migration; dropped again here so this migration does not depend on it).
 */
export class Migration20261214000000Treasures extends Migration {
  override name = 'Migration20261214000000Treasures';

  override up(): void {
    this.addSql(`
      create table treasure_collections (
        id serial primary key,
        year int not null,
        quarter int not null check (quarter between 1 and 4),
        starts_at timestamptz not null,
        ends_at timestamptz not null,
        server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
        server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
        drop_divisor int not null check (drop_divisor > 0),
        mega_prize jsonb not null,
        created_at timestamptz not null default now(),
        unique (year, quarter),
        check (ends_at > starts_at)
      )`);
    this.addSql(`
      create table treasures (
        id serial primary key,
        collection_id int not null references treasure_collections(id),
        slot int not null check (slot between 1 and 10),
        kind text not null,
        prize jsonb not null,
        unique (collection_id, slot)
      )`);
    this.addSql(`
      create table treasure_orders (
        id uuid primary key,
        seller_id uuid not null references users(id),
        kind text not null check (kind in ('SALE', 'EXCHANGE')),
        price_cents bigint check (price_cents > 0),
        want_treasure_id int references treasures(id),
        card_ids jsonb not null,
        status text not null default 'CREATED' check (status in ('CREATED', 'ACCEPTED', 'REMOVED', 'EXPIRED')),
        buyer_id uuid references users(id),
        buyer_card_id uuid,
        transfer_id bigint references ledger_transfers(id),
        created_at timestamptz not null,
        expires_at timestamptz not null,
        ended_at timestamptz,
        check ((kind = 'SALE') = (price_cents is not null)),
        check ((kind = 'EXCHANGE') = (want_treasure_id is not null)),
        check ((status = 'ACCEPTED') = (buyer_id is not null)),
        check ((status = 'CREATED') = (ended_at is null))
      )`);
    this.addSql(`create index treasure_orders_open on treasure_orders (created_at desc) where status = 'CREATED'`);
    this.addSql(`create index treasure_orders_due on treasure_orders (expires_at) where status = 'CREATED'`);
    this.addSql(`create index treasure_orders_seller on treasure_orders (seller_id, created_at desc)`);
    this.addSql(
      `create index treasure_orders_buyer on treasure_orders (buyer_id, created_at desc) where buyer_id is not null`,
    );
    this.addSql(`
      create table treasure_cards (
        id uuid primary key,
        user_id uuid not null references users(id),
        treasure_id int not null references treasures(id),
        status text not null default 'AVAILABLE' check (status in ('AVAILABLE', 'LISTED', 'ACTIVATED', 'UPGRADED', 'MEGA')),
        source text not null check (source in ('DROP', 'UPGRADE', 'GRANT')),
        drop_bet_id uuid unique,
        drop_stake_cents bigint,
        grant_key text unique,
        order_id uuid references treasure_orders(id),
        created_at timestamptz not null default now(),
        consumed_at timestamptz,
        check ((source = 'DROP') = (drop_bet_id is not null and drop_stake_cents is not null)),
        check ((source = 'GRANT') = (grant_key is not null)),
        check ((status = 'LISTED') = (order_id is not null)),
        check ((status in ('AVAILABLE', 'LISTED')) = (consumed_at is null))
      )`);
    this.addSql(
      `create index treasure_cards_owner on treasure_cards (user_id, treasure_id) where status in ('AVAILABLE', 'LISTED')`,
    );
    this.addSql(`create index treasure_cards_order on treasure_cards (order_id) where order_id is not null`);
    this.addSql(`
      create table treasure_activations (
        id uuid primary key,
        card_id uuid not null unique references treasure_cards(id),
        user_id uuid not null references users(id),
        treasure_id int not null references treasures(id),
        chance_bp int not null check (chance_bp between 1 and 10000),
        roll int not null check (roll between 0 and 9999),
        success boolean not null,
        prize jsonb,
        transfer_id bigint references ledger_transfers(id),
        item_ids jsonb not null default '[]',
        created_at timestamptz not null default now(),
        check (success = (prize is not null))
      )`);
    this.addSql(`create index treasure_activations_user on treasure_activations (user_id, treasure_id) where success`);
    this.addSql(`
      create table treasure_upgrades (
        id uuid primary key,
        user_id uuid not null references users(id),
        burnt_card_ids jsonb not null,
        card_id uuid not null unique references treasure_cards(id),
        created_at timestamptz not null default now()
      )`);
    this.addSql(`
      create table treasure_megas (
        collection_id int not null references treasure_collections(id),
        user_id uuid not null references users(id),
        burnt_card_ids jsonb not null,
        prize jsonb not null,
        transfer_id bigint not null references ledger_transfers(id),
        item_ids jsonb not null default '[]',
        created_at timestamptz not null default now(),
        primary key (collection_id, user_id)
      )`);
    // Where the drop job stands: every settled REAL bet up to (ended_at, bet_id) has been drawn.
    this.addSql(`
      create table treasure_drop_cursor (
        id int primary key check (id = 1),
        ended_at timestamptz not null,
        bet_id uuid not null
      )`);
    this.addSql(
      `create index bets_real_settled_ended on bets (ended_at, id) where source = 'REAL' and status = 'SETTLED'`,
    );
    this.addSql(`alter table fair_bets drop constraint if exists fair_bets_bet_id_fkey`);
  }
}
