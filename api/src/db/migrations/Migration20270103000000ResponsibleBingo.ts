import { Migration } from '@mikro-orm/migrations';

/**
 * Bingo tickets count towards the wager and loss limits: the limits read a buyer's
 * bought tickets by purchase time, on every bet of a player with a limit, so they are indexed that way.
 */
export class Migration20270103000000ResponsibleBingo extends Migration {
  override name = 'Migration20270103000000ResponsibleBingo';

  override up(): void {
    this.addSql(`create index bingo_tickets_bought on bingo_tickets (buyer_id, created_at) where source = 'BOUGHT'`);
  }
}
