import { Migration } from '@mikro-orm/migrations';

/**
 * Bingo: draws on a schedule, tickets of 5 numbers, deposit-earned tickets, gifts. A draw is OPEN (on sale until
 * draw_at), CLOSED (numbers drawn from the committed seed and the ticket list, every ticket's prize fixed, prizes
 * being paid) then FINISHED (every prize paid; the rollover known). A prize is one ledger transfer per ticket
 * (operation BINGO_PRIZE keyed by the ticket id) and the ticket row records it, so it is paid exactly once.
 * The rollover a draw receives is the rollover of the previous finished draw, consumed at most once.
 * Users get two flags: streamer (streamers cannot gift tickets) and bingo_gifts_blocked (support's switch).
 */
export class Migration20261130000000Bingo extends Migration {
  override name = 'Migration20261130000000Bingo';

  override up(): void {
    this.addSql(`alter table users add column streamer boolean not null default false`);
    this.addSql(`alter table users add column bingo_gifts_blocked boolean not null default false`);
    this.addSql(`
      create table bingo_draws (
        id uuid primary key,
        number serial not null unique,
        draw_at timestamptz not null unique,
        status text not null default 'OPEN' check (status in ('OPEN', 'CLOSED', 'FINISHED')),
        server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
        server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
        tickets_digest text,
        numbers jsonb,
        ticket_count int not null default 0 check (ticket_count >= 0),
        sales_cents bigint not null default 0 check (sales_cents >= 0),
        rollover_from uuid unique references bingo_draws(id),
        rollover_in_cents bigint not null default 0 check (rollover_in_cents >= 0),
        pool_cents bigint not null default 0 check (pool_cents >= 0),
        tiers jsonb,
        paid_cents bigint check (paid_cents >= 0),
        rollover_out_cents bigint check (rollover_out_cents >= 0),
        created_at timestamptz not null default now(),
        closed_at timestamptz,
        finished_at timestamptz,
        constraint bingo_draws_closed check ((status = 'OPEN') = (closed_at is null) and (status = 'OPEN') = (numbers is null)),
        constraint bingo_draws_finished check ((status = 'FINISHED') = (finished_at is not null and paid_cents is not null and rollover_out_cents is not null)),
        constraint bingo_draws_conserved check (status <> 'FINISHED' or paid_cents + rollover_out_cents = pool_cents)
      )`);
    this.addSql(`create index bingo_draws_due on bingo_draws (draw_at) where status <> 'FINISHED'`);
    this.addSql(`
      create table bingo_tickets (
        id uuid primary key,
        serial bigserial not null unique,
        draw_id uuid not null references bingo_draws(id),
        owner_id uuid not null references users(id),
        buyer_id uuid not null references users(id),
        source text not null check (source in ('BOUGHT', 'EARNED')),
        numbers jsonb not null,
        price_cents bigint not null check (price_cents >= 0),
        purchase_transfer_id bigint references ledger_transfers(id),
        gifted_by uuid references users(id),
        gifted_at timestamptz,
        matches int check (matches between 0 and 5),
        prize_cents bigint check (prize_cents >= 0),
        prize_transfer_id bigint unique references ledger_transfers(id),
        created_at timestamptz not null default now(),
        constraint bingo_tickets_bought check ((source = 'BOUGHT') = (price_cents > 0 and purchase_transfer_id is not null)),
        constraint bingo_tickets_paid check (prize_transfer_id is null or prize_cents > 0)
      )`);
    this.addSql(`create index bingo_tickets_draw on bingo_tickets (draw_id, serial)`);
    this.addSql(`create index bingo_tickets_owner on bingo_tickets (owner_id, draw_id)`);
    this.addSql(
      `create index bingo_tickets_unpaid on bingo_tickets (draw_id) where prize_cents > 0 and prize_transfer_id is null`,
    );
    // Deposit-earned tickets: how many thresholds of $40 each player has been granted, so each is granted once.
    this.addSql(`
      create table bingo_deposit_awards (
        user_id uuid primary key references users(id),
        tickets_earned int not null check (tickets_earned >= 0),
        updated_at timestamptz not null default now()
      )`);
  }
}
