import { Migration } from '@mikro-orm/migrations';

/**
 * Mines: one row per round, keyed by its bet (the stake lives in the ledger, the mines in the seeds: they are
 * recomputed from the fair roll on each step and never stored or sent while the round is open). `opened` lists
 * the opened cells in order ({cell, kind}). At most one unfinished round per player (the partial unique index);
 * a row ends exactly when its bet does, with the payout its bet was settled with.
 */
export class Migration20261206000000Mines extends Migration {
  override name = 'Migration20261206000000Mines';

  override up(): void {
    this.addSql(`
      create table mines_rounds (
        bet_id uuid primary key references bets(id),
        user_id uuid not null references users(id),
        mode text not null check (mode in ('classic', 'plus')),
        mines int not null check (mines between 1 and 24),
        stake_cents bigint not null check (stake_cents > 0),
        status text not null default 'PLAYING' check (status in ('PLAYING', 'AWAITING_DEFUSAL', 'CASHED_OUT', 'BUSTED')),
        opened jsonb not null default '[]',
        defused_at int check (defused_at between 0 and 24),
        payout_cents bigint check (payout_cents >= 0),
        capped boolean not null default false,
        created_at timestamptz not null default now(),
        ended_at timestamptz,
        constraint mines_rounds_ended check ((status in ('CASHED_OUT', 'BUSTED')) = (ended_at is not null)),
        constraint mines_rounds_paid_when_ended check ((ended_at is not null) = (payout_cents is not null)),
        constraint mines_rounds_defuse_is_plus check (defused_at is null or mode = 'plus')
      )`);
    this.addSql(
      `create unique index mines_rounds_one_open on mines_rounds (user_id) where status in ('PLAYING', 'AWAITING_DEFUSAL')`,
    );
    this.addSql(
      `create index mines_rounds_history on mines_rounds (user_id, ended_at desc, bet_id) where ended_at is not null`,
    );
  }
}
