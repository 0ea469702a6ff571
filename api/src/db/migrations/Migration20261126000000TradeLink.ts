import { Migration } from '@mikro-orm/migrations';

/** The player's Steam trade offer link, saved from the profile so skin withdrawals know where to send. */
export class Migration20261126000000TradeLink extends Migration {
  override name = 'Migration20261126000000TradeLink';

  override up(): void {
    this.addSql(`alter table users add column trade_link text`);
  }
}
