import { Migration } from '@mikro-orm/migrations';

/**
 * Jackpot (DropZone): one shared pot at a time. A round keeps its committed server seed; each entry is a skin
 * bet of the ledger with a snapshot of the skins it staked (the item rows later move to the winner). A round
 * is OPEN until it is FINISHED (drawn and paid in one commit) or VOIDED (every entry refunded).
 */
export class Migration20261129000000Jackpot extends Migration {
  override name = 'Migration20261129000000Jackpot';

  override up(): void {
    this.addSql(`
      create table jackpot_rounds (
        id uuid primary key,
        server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
        server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
        status text not null default 'OPEN' check (status in ('OPEN', 'FINISHED', 'VOIDED')),
        closes_at_ms bigint,
        closed_at_ms bigint,
        ticket bigint check (ticket >= 0),
        winner_user_id uuid references users(id),
        pot_cents bigint not null default 0 check (pot_cents >= 0),
        house_cents bigint not null default 0 check (house_cents >= 0),
        prize_cents bigint not null default 0 check (prize_cents >= 0),
        house_item_ids jsonb not null default '[]',
        created_at timestamptz not null default now(),
        ended_at timestamptz,
        constraint jackpot_rounds_ended check ((status <> 'OPEN') = (ended_at is not null)),
        constraint jackpot_rounds_drawn check ((status = 'FINISHED') = (winner_user_id is not null and ticket is not null and closed_at_ms is not null)),
        constraint jackpot_rounds_split check (house_cents + prize_cents = case when status = 'FINISHED' then pot_cents else 0 end)
      )`);
    // One pot at a time: a second open round would be a bug (two rooms, or a failed void).
    this.addSql(`create unique index jackpot_rounds_one_open on jackpot_rounds ((true)) where status = 'OPEN'`);
    this.addSql(`create index jackpot_rounds_recent on jackpot_rounds (ended_at desc) where status = 'FINISHED'`);
    this.addSql(`
      create table jackpot_entries (
        bet_id uuid primary key references bets(id),
        round_id uuid not null references jackpot_rounds(id),
        seq int not null check (seq >= 0),
        user_id uuid not null references users(id),
        value_cents bigint not null check (value_cents > 0),
        items jsonb not null,
        created_at timestamptz not null default now(),
        unique (round_id, seq)
      )`);
    this.addSql(`create index jackpot_entries_user on jackpot_entries (user_id, round_id)`);
  }
}
