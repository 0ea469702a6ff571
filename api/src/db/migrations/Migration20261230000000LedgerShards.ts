import { Migration } from '@mikro-orm/migrations';

/**
 * The house's accounts (HOUSE, WORLD, BET_ESCROW) were one row each, written by every bet, purchase and deposit:
 * every money transaction of the site queued on the same three row locks (measured: roll bets, shop buys). Each
 * becomes 16 rows (shards 0-15). A transfer writes one shard of each (chosen by its transfer id); a bet's stake
 * sits in the escrow shard recorded on the bet, so its settlement or refund debits the same row, and the escrow
 * rule (never negative, equal to the open stakes) holds per shard. Existing balances stay in shard 0, and bets
 * open at upgrade time keep escrow shard 0.
 */
export class Migration20261230000000LedgerShards extends Migration {
  override name = 'Migration20261230000000LedgerShards';

  override up(): void {
    this.addSql(`alter table accounts add column shard smallint not null default 0 check (shard >= 0 and shard < 16)`);
    this.addSql(`alter table accounts add constraint accounts_user_shard_zero check (user_id is null or shard = 0)`);
    this.addSql(`drop index accounts_system_kind_unique`);
    this.addSql(
      `create unique index accounts_system_kind_shard_unique on accounts (kind, shard) where user_id is null`,
    );
    this.addSql(
      `insert into accounts (kind, shard) select k, s from unnest(array['HOUSE', 'WORLD', 'BET_ESCROW']) k, generate_series(1, 15) s`,
    );
    this.addSql(
      `alter table bets add column escrow_shard smallint not null default 0 check (escrow_shard >= 0 and escrow_shard < 16)`,
    );
  }
}
