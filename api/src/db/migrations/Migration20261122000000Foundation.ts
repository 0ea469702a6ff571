import { Migration } from '@mikro-orm/migrations';

/**
 * Users, the double-entry ledger and bets. The money rules live in the database, not only in code:
 * user balances carry a CHECK against going negative, every transfer must balance to zero at commit
 * (deferred constraint trigger), entries are append-only, and a bet can end only once.
 */
export class Migration20261122000000Foundation extends Migration {
  override name = 'Migration20261122000000Foundation';

  override up(): void {
    this.addSql(`
      create table users (
        id uuid primary key,
        auth_subject text not null unique,
        name text not null,
        avatar text,
        role text not null default 'USER',
        features jsonb not null default '[]',
        premium boolean not null default false,
        has_user_battlepass boolean not null default false,
        user_has_deposit boolean not null default false,
        cashback_level int not null default 1,
        bet_limit_cents bigint not null,
        bet_jackpot_limit_cents bigint not null,
        referral_code text not null unique,
        deposited_total_cents bigint not null default 0 check (deposited_total_cents >= 0),
        wagered_total_cents bigint not null default 0 check (wagered_total_cents >= 0),
        tos_accepted_at timestamptz not null,
        created_at timestamptz not null default now()
      )`);
    this.addSql(`
      create table accounts (
        id bigserial primary key,
        user_id uuid references users(id),
        kind text not null check (kind in ('USER_REAL','USER_BONUS','HOUSE','WORLD','BET_ESCROW')),
        balance bigint not null default 0,
        constraint accounts_user_kind_unique unique (user_id, kind),
        constraint accounts_owner check ((kind like 'USER_%') = (user_id is not null)),
        constraint accounts_user_balance_non_negative check (kind not like 'USER_%' or balance >= 0),
        constraint accounts_escrow_non_negative check (kind <> 'BET_ESCROW' or balance >= 0)
      )`);
    this.addSql(`create unique index accounts_system_kind_unique on accounts (kind) where user_id is null`);
    this.addSql(`insert into accounts (kind) values ('HOUSE'), ('WORLD'), ('BET_ESCROW')`);
    this.addSql(`
      create table ledger_transfers (
        id bigserial primary key,
        scope text not null,
        operation text not null,
        idempotency_key text not null,
        request_hash text not null,
        user_id uuid references users(id),
        bet_id uuid,
        result jsonb,
        created_at timestamptz not null default now(),
        constraint ledger_transfers_idempotency unique (scope, operation, idempotency_key)
      )`);
    this.addSql(`create index ledger_transfers_user_idx on ledger_transfers (user_id, id desc)`);
    // A bet has at most one ending transfer, whichever kind it is.
    this.addSql(`
      create unique index ledger_transfers_one_bet_ending on ledger_transfers (bet_id)
      where operation in ('BET_SETTLE', 'BET_REFUND')`);
    this.addSql(`
      create table ledger_entries (
        id bigserial primary key,
        transfer_id bigint not null references ledger_transfers(id),
        account_id bigint not null references accounts(id),
        amount bigint not null check (amount <> 0)
      )`);
    this.addSql(`create index ledger_entries_account_idx on ledger_entries (account_id)`);
    this.addSql(`create index ledger_entries_transfer_idx on ledger_entries (transfer_id)`);
    this.addSql(`
      create function ledger_transfer_balanced() returns trigger language plpgsql as $$
      begin
        if (select coalesce(sum(amount), 0) from ledger_entries where transfer_id = new.transfer_id) <> 0 then
          raise exception 'ledger transfer % does not balance', new.transfer_id using errcode = '23514';
        end if;
        return null;
      end $$`);
    this.addSql(`
      create constraint trigger ledger_entries_balanced after insert on ledger_entries
      deferrable initially deferred for each row execute function ledger_transfer_balanced()`);
    this.addSql(`
      create function ledger_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'ledger entries are append-only' using errcode = '55000';
      end $$`);
    this.addSql(`
      create trigger ledger_entries_append_only before update or delete on ledger_entries
      for each row execute function ledger_append_only()`);
    this.addSql(`
      create table bets (
        id uuid primary key,
        user_id uuid not null references users(id),
        game text not null,
        round_id text not null,
        source text not null check (source in ('REAL','BONUS','SKINS')),
        stake_cents bigint not null check (stake_cents > 0),
        status text not null default 'OPEN' check (status in ('OPEN','SETTLED','REFUNDED')),
        payout_cents bigint check (payout_cents >= 0),
        place_transfer_id bigint not null references ledger_transfers(id),
        end_transfer_id bigint unique references ledger_transfers(id),
        created_at timestamptz not null default now(),
        ended_at timestamptz,
        constraint bets_terminal_consistent check (
          (status = 'OPEN' and end_transfer_id is null and ended_at is null and payout_cents is null)
          or (status = 'SETTLED' and end_transfer_id is not null and ended_at is not null and payout_cents is not null)
          or (status = 'REFUNDED' and end_transfer_id is not null and ended_at is not null and payout_cents is null))
      )`);
    this.addSql(`create index bets_open_idx on bets (game, round_id) where status = 'OPEN'`);
    this.addSql(`create index bets_user_idx on bets (user_id, created_at desc)`);
    // Skins a player owns. Commerce extends this table; bets lock rows here while a skin is staked.
    this.addSql(`
      create table user_items (
        id uuid primary key,
        user_id uuid not null references users(id),
        catalog_item_id int not null,
        price_cents bigint not null check (price_cents > 0),
        kind text not null check (kind in ('REAL','BONUS')),
        status text not null default 'AVAILABLE' check (status in ('AVAILABLE','IN_BET','IN_TRADE','WITHDRAWN','SOLD','CONSUMED','EXPIRED')),
        bet_id uuid references bets(id) deferrable initially deferred,
        created_at timestamptz not null default now(),
        constraint user_items_bet_lock check (status <> 'IN_BET' or bet_id is not null)
      )`);
    this.addSql(`create index user_items_owner_idx on user_items (user_id, status)`);
    this.addSql(`
      create table sign_in_nonces (
        nonce text primary key,
        provider text not null,
        created_at timestamptz not null default now()
      )`);
  }
}
