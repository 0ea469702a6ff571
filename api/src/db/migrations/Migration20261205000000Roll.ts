import { Migration } from '@mikro-orm/migrations';

/**
 * Roll (Rush): its hash chain lives beside crash's in crash_chains / crash_chain_links under the name `roll`
 * (same generation and storage code, its own seed and salt), rounds in roll_rounds (one link each, the cell
 * stored when the round opens and revealed when it ends), and each bet's colour in roll_bets (the money is the
 * ledger's `bets` row). A round is BETTING until it is ENDED (every bet settled in the same commit) or VOIDED
 * (every bet refunded). At most one live round, enforced here.
 */
export class Migration20261205000000Roll extends Migration {
  override name = 'Migration20261205000000Roll';

  override up(): void {
    this.addSql(`alter table crash_chains drop constraint crash_chains_variant_check`);
    this.addSql(
      `alter table crash_chains add constraint crash_chains_variant_check check (variant in ('classic', 'plus', 'roll'))`,
    );
    this.addSql(`
      create table roll_rounds (
        id bigserial primary key,
        chain_index int not null unique check (chain_index > 0),
        cell smallint not null check (cell >= 0 and cell < 15),
        status text not null default 'BETTING' check (status in ('BETTING', 'ENDED', 'VOIDED')),
        created_at timestamptz not null default now(),
        ended_at timestamptz,
        constraint roll_rounds_ended check ((status <> 'BETTING') = (ended_at is not null))
      )`);
    this.addSql(`create unique index roll_rounds_one_live on roll_rounds ((true)) where status = 'BETTING'`);
    this.addSql(`create index roll_rounds_finished on roll_rounds (chain_index desc) where status <> 'BETTING'`);
    this.addSql(`
      create table roll_bets (
        bet_id uuid primary key references bets(id),
        round_id bigint not null references roll_rounds(id),
        user_id uuid not null references users(id),
        colour text not null check (colour in ('red', 'green', 'black')),
        stake_cents bigint not null check (stake_cents > 0),
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index roll_bets_round on roll_bets (round_id)`);
    this.addSql(`create index roll_bets_user on roll_bets (user_id, round_id)`);
  }
}
