import { Migration } from '@mikro-orm/migrations';

/**
 * Jackpot entries numbered by a sequence instead of "count of the round's entries": counting needed the round row
 * locked for update, so every entry of a round waited for the previous one's commit (load-tests/RESULTS.md, issue
 * 17). A sequence hands out increasing numbers without a lock; a round's numbers have gaps, and the draw orders the
 * round's entries by them (the published entry order). The sequence starts past every number already stored, so a
 * round open at upgrade time keeps its old entries first.
 */
export class Migration20261231000000JackpotEntrySeq extends Migration {
  override name = 'Migration20261231000000JackpotEntrySeq';

  override up(): void {
    this.addSql(`create sequence jackpot_entries_seq as bigint minvalue 0 start 0`);
    this.addSql(`select setval('jackpot_entries_seq', (select coalesce(max(seq) + 1, 0) from jackpot_entries), false)`);
    this.addSql(`alter table jackpot_entries alter column seq type bigint`);
    this.addSql(`alter table jackpot_entries alter column seq set default nextval('jackpot_entries_seq')`);
    this.addSql(`alter sequence jackpot_entries_seq owned by jackpot_entries.seq`);
  }
}
