import { Migration } from '@mikro-orm/migrations';

/**
 * Chain rollover: each hash-chain name (crash variants, roll) now plays one chain after another. A chain has a
 * generation (1, 2, …), a status (at most one CURRENT and one NEXT per name, DONE once every link is spent) and
 * `first_index`: rounds keep counting across chains, so round `chain_index` plays link `chain_index - first_index`
 * of the chain whose range holds it. Existing chains become generation 1, CURRENT, starting at 0, so every stored
 * round keeps its link. `crash_rounds.variant` referenced the old unique variant; it now checks the name instead.
 * The (game, round_id) index lets the room histories tell voided rounds that took bets from empty ones.
 */
export class Migration20261223000000ChainRollover extends Migration {
  override name = 'Migration20261223000000ChainRollover';

  override up(): void {
    this.addSql(`alter table crash_rounds drop constraint crash_rounds_variant_fkey`);
    this.addSql(
      `alter table crash_rounds add constraint crash_rounds_variant_check check (variant in ('classic', 'plus'))`,
    );
    this.addSql(`alter table crash_chains drop constraint crash_chains_variant_key`);
    this.addSql(`
      alter table crash_chains
        add column generation int not null default 1 check (generation > 0),
        add column first_index int not null default 0 check (first_index >= 0),
        add column status text not null default 'CURRENT' check (status in ('NEXT', 'CURRENT', 'DONE'))`);
    this.addSql(`alter table crash_chains alter column generation drop default`);
    this.addSql(`alter table crash_chains alter column first_index drop default`);
    this.addSql(`alter table crash_chains add constraint crash_chains_generation_once unique (variant, generation)`);
    this.addSql(`create unique index crash_chains_one_current on crash_chains (variant) where status = 'CURRENT'`);
    this.addSql(`create unique index crash_chains_one_next on crash_chains (variant) where status = 'NEXT'`);
    this.addSql(`create index bets_game_round_idx on bets (game, round_id)`);
  }
}
