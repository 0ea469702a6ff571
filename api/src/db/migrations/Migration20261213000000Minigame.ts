import { Migration } from '@mikro-orm/migrations';

/**
 * Minigames: one row per free play. The id is derived from (game, player, UTC day, slot) and (player, game, day,
 * slot) is unique, so a day's slot is played once however often a request is retried; the reward's ledger transfer
 * is keyed by the play id. A play is drawn on the fairness center's seed pair like a seeded bet, but it is not a
 * ledger bet (nothing is staked), so fair_bets.bet_id may now also hold a play id: its foreign key to bets is
 * dropped (no code joins a fair record to a bet it requires; rotation's "unfinished bet" check inner-joins bets).
 */
export class Migration20261213000000Minigame extends Migration {
  override name = 'Migration20261213000000Minigame';

  override up(): void {
    this.addSql(`
      create table minigame_plays (
        id uuid primary key,
        user_id uuid not null references users(id),
        game text not null check (game in ('TRINITY', 'CHRISTMAS')),
        battlepass_id int not null references battlepasses(id),
        day int not null check (day >= 0),
        slot int not null check (slot > 0),
        pick int not null check (pick >= 0),
        tier int not null check (tier >= 0),
        cards jsonb not null,
        reward jsonb not null,
        transfer_id bigint not null references ledger_transfers(id),
        created_at timestamptz not null default now(),
        unique (user_id, game, day, slot)
      )`);
    this.addSql(`create index minigame_plays_recent on minigame_plays (user_id, created_at desc)`);
    this.addSql(`alter table fair_bets drop constraint if exists fair_bets_bet_id_fkey`);
  }
}
