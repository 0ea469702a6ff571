import { Migration } from '@mikro-orm/migrations';

/**
 * Promocodes: the codes admins create, one row per activation, and the deposit boosts that activations of
 * deposit-bonus codes leave waiting for the player's next deposit.
 *
 * What the database itself guarantees:
 * - `activations <= max_activations`: every activation raises the code's counter with a conditional update under the
 *   row lock, and the CHECK refuses a counter past the limit, so two parallel redeems of a 1-activation code cannot
 *   both commit.
 * - one activation per player for `once_per_user` codes: a unique index on (promocode, user) over those rows.
 * - a boost is applied once: `deposit_transfer_id` is set by a conditional update and is unique (one deposit boosts
 *   at most one code), and the payout's ledger key is derived from the activation.
 */
export class Migration20261218000000Promocodes extends Migration {
  override name = 'Migration20261218000000Promocodes';

  override up(): void {
    this.addSql(`
      create table promocodes (
        id serial primary key,
        code text not null unique check (code ~ '^[A-Z0-9_-]{3,32}$'),
        type text not null,
        amount_cents bigint check (amount_cents > 0),
        catalog_item_id int check (catalog_item_id > 0),
        percent int check (percent > 0),
        max_bonus_cents bigint check (max_bonus_cents > 0),
        min_deposit_cents bigint not null default 10 check (min_deposit_cents >= 0),
        require_empty_balance boolean not null default false,
        require_empty_inventory boolean not null default false,
        require_steam_level boolean not null default false,
        owner_user_id uuid references users(id),
        max_activations int check (max_activations > 0),
        once_per_user boolean not null default true,
        expires_at timestamptz,
        activations int not null default 0 check (activations >= 0),
        disabled_at timestamptz,
        created_by uuid references users(id),
        created_at timestamptz not null default now(),
        constraint promocodes_activation_limit check (max_activations is null or activations <= max_activations),
        constraint promocodes_shape check (
          (type in ('BALANCE_REAL', 'BALANCE_BONUS') and amount_cents is not null and catalog_item_id is null and percent is null)
          or (type in ('ITEM_REAL', 'ITEM_BONUS') and catalog_item_id is not null and amount_cents is null and percent is null)
          or (type like '%\\_BONUS\\_SKIN' and catalog_item_id is not null and amount_cents is null and percent is null)
          or ((type = 'NEXT_PAYMENT_BONUS_PERCENT' or type like '%\\_PERCENT' or type like '%\\_REAL') and type not in ('BALANCE_REAL', 'ITEM_REAL')
              and percent is not null and amount_cents is null and catalog_item_id is null))
      )`);
    this.addSql(`
      create table promocode_activations (
        id bigserial primary key,
        promocode_id int not null references promocodes(id),
        user_id uuid not null references users(id),
        once_per_user boolean not null,
        transfer_id bigint not null references ledger_transfers(id),
        created_at timestamptz not null default now()
      )`);
    this.addSql(
      `create unique index promocode_activations_once on promocode_activations (promocode_id, user_id) where once_per_user`,
    );
    this.addSql(`create index promocode_activations_user_idx on promocode_activations (user_id)`);
    this.addSql(`
      create table promocode_boosts (
        activation_id bigint primary key references promocode_activations(id),
        user_id uuid not null references users(id),
        reward text not null check (reward in ('PERCENT', 'SKIN')),
        account text check (account in ('REAL', 'BONUS')),
        method text,
        percent int check (percent > 0),
        max_bonus_cents bigint check (max_bonus_cents > 0),
        catalog_item_id int check (catalog_item_id > 0),
        created_at timestamptz not null default now(),
        deposit_transfer_id bigint unique references ledger_transfers(id),
        bonus_cents bigint check (bonus_cents >= 0),
        payout_transfer_id bigint references ledger_transfers(id),
        applied_at timestamptz,
        check ((reward = 'PERCENT') = (percent is not null and account is not null)),
        check ((reward = 'SKIN') = (catalog_item_id is not null)),
        check ((deposit_transfer_id is null) = (applied_at is null))
      )`);
    this.addSql(
      `create index promocode_boosts_pending_idx on promocode_boosts (user_id, created_at) where deposit_transfer_id is null`,
    );
  }
}
