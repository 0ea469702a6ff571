import { Migration } from '@mikro-orm/migrations';

/**
 * The bonus wager requirement. `wager_requirements` records, per ledger transfer that granted
 * bonus value, its source, value and the real stake it requires (schemas WAGER_RULES); `users.wager_target_cents`
 * is the level of `wagered_total_cents` (real stakes only) the player must reach: each grant raises it to
 * greatest(target, wagered now) + required, so only real play after a grant counts towards it. Existing players keep
 * what the earlier rule asked (twice every BONUS_CREDIT).
 */
export class Migration20270101000000BonusWager extends Migration {
  override name = 'Migration20270101000000BonusWager';

  override up(): void {
    this.addSql(
      `alter table users add column wager_target_cents bigint not null default 0 check (wager_target_cents >= 0)`,
    );
    this.addSql(`
      create table wager_requirements (
        id bigserial primary key,
        user_id uuid not null references users(id),
        transfer_id bigint not null references ledger_transfers(id),
        source text not null,
        value_cents bigint not null check (value_cents > 0),
        multiplier integer not null check (multiplier >= 0),
        required_cents bigint not null check (required_cents >= 0),
        created_at timestamptz not null default now(),
        unique (transfer_id, user_id)
      )`);
    this.addSql(`create index wager_requirements_user on wager_requirements (user_id, id)`);
    this.addSql(`
      update users u set wager_target_cents = 2 * b.bonus
        from (select a.user_id, sum(e.amount) as bonus from ledger_entries e
                join accounts a on a.id = e.account_id join ledger_transfers t on t.id = e.transfer_id
               where a.kind = 'USER_BONUS' and e.amount > 0 and t.operation = 'BONUS_CREDIT' group by a.user_id) b
       where b.user_id = u.id`);
  }
}
