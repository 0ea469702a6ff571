import { Migration } from '@mikro-orm/migrations';

/**
 * Second Life: one row per second life, written in the same transaction as its bet's settlement. It links the lost
 * bet (`original_bet_id`, unique: one second life per loss, the race backstop) to the second life's own bet (the
 * premium's stake). The checks tie the row to the published rule: it won exactly when word < threshold (float_0 =
 * word / 2^32), and exactly then it recovered the lost stake.
 */
export class Migration20261208000000SecondLife extends Migration {
  override name = 'Migration20261208000000SecondLife';

  override up(): void {
    this.addSql(`
      create table second_lives (
        bet_id uuid primary key references bets(id),
        original_bet_id uuid not null unique references bets(id),
        user_id uuid not null references users(id),
        original_game text not null,
        source text not null check (source in ('REAL','BONUS')),
        lost_stake_cents bigint not null check (lost_stake_cents > 0),
        chance_basis_points int not null check (chance_basis_points between 1 and 9999),
        premium_cents bigint not null check (premium_cents > 0 and premium_cents < lost_stake_cents),
        threshold bigint not null check (threshold between 0 and 4294967295),
        word bigint not null check (word between 0 and 4294967295),
        won boolean not null,
        recovered_cents bigint not null,
        created_at timestamptz not null default now(),
        constraint second_lives_won_by_draw check (won = (word < threshold)),
        constraint second_lives_recovered_iff_won check (recovered_cents = case when won then lost_stake_cents else 0 end),
        constraint second_lives_not_itself check (original_bet_id <> bet_id)
      )`);
    this.addSql(`create index second_lives_user_idx on second_lives (user_id, created_at desc, bet_id)`);
  }
}
