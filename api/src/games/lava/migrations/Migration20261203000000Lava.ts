import { Migration } from '@mikro-orm/migrations';

/**
 * Lava: one row per game, keyed by its ledger bet (a skin bet; the fairness center's fair_bets row holds its seed
 * pair and nonce). `rows` holds the cells opened in each row, in play order. A game is PLAYING until it is LOST,
 * CASHED_OUT, CLEARED (every skip used) or MAX_WIN (no row fits under the max win): each of those ends the bet in the
 * same commit. At most one PLAYING game per player (partial unique index), and it survives any restart.
 */
export class Migration20261203000000Lava extends Migration {
  override name = 'Migration20261203000000Lava';

  override up(): void {
    this.addSql(`
      create table lava_games (
        id uuid primary key references bets(id),
        user_id uuid not null references users(id),
        stake_cents bigint not null check (stake_cents > 0),
        request_hash text not null,
        items jsonb not null,
        rows jsonb not null default '[]',
        status text not null default 'PLAYING' check (status in ('PLAYING', 'LOST', 'CASHED_OUT', 'CLEARED', 'MAX_WIN')),
        payout_cents bigint check (payout_cents >= 0),
        created_at timestamptz not null default now(),
        ended_at timestamptz,
        constraint lava_games_ended check ((status <> 'PLAYING') = (ended_at is not null and payout_cents is not null))
      )`);
    this.addSql(`create unique index lava_games_one_playing on lava_games (user_id) where status = 'PLAYING'`);
    this.addSql(`create index lava_games_history on lava_games (user_id, ended_at desc) where status <> 'PLAYING'`);
  }
}
