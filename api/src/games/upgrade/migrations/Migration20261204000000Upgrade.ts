import { Migration } from '@mikro-orm/migrations';

/**
 * Upgrade: one row per played upgrade, written in the same transaction as its bet's settlement. The money and the
 * skins live in the ledger and user_items; this row is what the history and the last-upgrades feed read. The checks
 * tie the row to the published rule: it won exactly when roll < chance, and exactly then it granted a skin.
 */
export class Migration20261204000000Upgrade extends Migration {
  override name = 'Migration20261204000000Upgrade';

  override up(): void {
    this.addSql(`
      create table upgrades (
        bet_id uuid primary key references bets(id),
        user_id uuid not null references users(id),
        entry_cents bigint not null check (entry_cents > 0),
        entry_skins int not null check (entry_skins > 0),
        target_catalog_item_id int not null,
        target_cents bigint not null check (target_cents > 0),
        chance_millionths int not null check (chance_millionths between 0 and 1000000),
        roll int not null check (roll between 0 and 999999),
        won boolean not null,
        item_id uuid references user_items(id),
        created_at timestamptz not null default now(),
        constraint upgrades_won_by_roll check (won = (roll < chance_millionths)),
        constraint upgrades_item_iff_won check (won = (item_id is not null))
      )`);
    this.addSql(`create index upgrades_user_idx on upgrades (user_id, created_at desc, bet_id)`);
    this.addSql(`create index upgrades_recent_idx on upgrades (created_at desc, bet_id)`);
  }
}
