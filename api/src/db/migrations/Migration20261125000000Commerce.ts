import { Migration } from '@mikro-orm/migrations';

/**
 * Skins and money: inventory flags on user_items, payments, transfer orders (withdrawals), the item history
 * and the state of the two sandbox counterparties (payment provider, payout partner). Item locks are database
 * rules: a skin is available, or held by exactly one bet or one transfer order, never two at once.
 */
export class Migration20261125000000Commerce extends Migration {
  override name = 'Migration20261125000000Commerce';

  override up(): void {
    this.addSql(`
      create table transfer_orders (
        id uuid primary key,
        user_id uuid not null references users(id),
        partner text not null,
        method text not null,
        pays text not null check (pays in ('ITEMS','BALANCE')),
        amount_cents bigint not null check (amount_cents > 0),
        destination text not null,
        status text not null default 'Pending' check (status in ('Pending','Success','Rejected')),
        transfer_id bigint not null unique references ledger_transfers(id),
        end_transfer_id bigint unique references ledger_transfers(id),
        created_at timestamptz not null default now(),
        finished_at timestamptz,
        constraint transfer_orders_finished check ((status = 'Pending') = (finished_at is null)),
        constraint transfer_orders_return check ((status = 'Rejected') = (end_transfer_id is not null))
      )`);
    this.addSql(`create index transfer_orders_user_idx on transfer_orders (user_id, created_at desc)`);
    this.addSql(`create index transfer_orders_pending_idx on transfer_orders (created_at) where status = 'Pending'`);
    this.addSql(`
      alter table user_items
        add column games_needed int not null default 0 check (games_needed >= 0),
        add column alfa boolean not null default false,
        add column bonus_origin boolean not null default false,
        add column expires_at timestamptz,
        add column recouped_at timestamptz,
        add column transfer_order_id uuid references transfer_orders(id),
        add constraint user_items_bonus_shape check (kind <> 'BONUS' or (bonus_origin and expires_at is not null)),
        add constraint user_items_trade_lock check (status <> 'IN_TRADE' or (transfer_order_id is not null and bet_id is null)),
        add constraint user_items_free check (status <> 'AVAILABLE' or (bet_id is null and transfer_order_id is null))`);
    this.addSql(
      `create index user_items_bonus_expiry_idx on user_items (expires_at) where kind = 'BONUS' and status = 'AVAILABLE'`,
    );
    this.addSql(
      `create index user_items_order_idx on user_items (transfer_order_id) where transfer_order_id is not null`,
    );
    this.addSql(`
      create table payments (
        id uuid primary key,
        user_id uuid not null references users(id),
        method text not null,
        amount_cents bigint not null check (amount_cents > 0),
        email text,
        wallet text,
        status text not null default 'PENDING' check (status in ('PENDING','CONFIRMED','FAILED')),
        idempotency_key text not null,
        request_hash text not null,
        transfer_id bigint unique references ledger_transfers(id),
        created_at timestamptz not null default now(),
        finished_at timestamptz,
        constraint payments_idempotency unique (user_id, idempotency_key),
        constraint payments_credit check ((status = 'CONFIRMED') = (transfer_id is not null)),
        constraint payments_finished check ((status = 'PENDING') = (finished_at is null))
      )`);
    this.addSql(`create index payments_user_idx on payments (user_id, created_at desc)`);
    this.addSql(`
      create table item_events (
        id bigserial primary key,
        item_id uuid not null references user_items(id),
        user_id uuid not null references users(id),
        event text not null,
        transfer_id bigint references ledger_transfers(id),
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index item_events_user_idx on item_events (user_id, id desc)`);
    this.addSql(`create index item_events_transfer_idx on item_events (transfer_id)`);
    // The sandbox counterparties stand in for external systems, so they keep their own state and hold no
    // foreign keys into ours: they only know the ids we gave them.
    this.addSql(`
      create table sandbox_charges (
        payment_id uuid primary key,
        amount_cents bigint not null,
        outcome text not null check (outcome in ('SUCCEEDED','FAILED')),
        due_at timestamptz not null,
        attempts int not null default 0,
        last_status int,
        delivered_at timestamptz
      )`);
    this.addSql(`create index sandbox_charges_due_idx on sandbox_charges (due_at) where delivered_at is null`);
    this.addSql(`
      create table sandbox_payouts (
        order_id uuid primary key,
        outcome text not null check (outcome in ('Success','Rejected')),
        due_at timestamptz not null,
        settled_at timestamptz
      )`);
    this.addSql(`create index sandbox_payouts_due_idx on sandbox_payouts (due_at) where settled_at is null`);
  }
}
