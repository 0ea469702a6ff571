import { Migration } from '@mikro-orm/migrations';

/**
 * Weekly cashback. `cashback_weeks` has one row per computed week, claimed first in the transaction that computes it,
 * so a restarted or second process computes a week once. `cashback_rewards` has one row per player and week with a
 * net loss (unique (user, week)); the claim is a conditional update (claimed_at still null, not expired) in the same
 * transaction as its ledger transfer, whose idempotency key is the reward id, so it pays once. The level is not
 * stored as state: it is derived from the ledger's deposits (see CASHBACK_RULES); each row keeps the level it used.
 */
export class Migration20261221000000Cashback extends Migration {
  override name = 'Migration20261221000000Cashback';

  override up(): void {
    this.addSql(`
      create table cashback_weeks (
        week_start timestamptz primary key,
        week_end timestamptz not null,
        processed_at timestamptz not null,
        rewards int not null check (rewards >= 0),
        check (week_start < week_end)
      )`);
    this.addSql(`
      create table cashback_rewards (
        id serial primary key,
        user_id uuid not null references users(id),
        week_start timestamptz not null references cashback_weeks(week_start),
        week_end timestamptz not null,
        level int not null check (level between 1 and 7),
        staked_cents bigint not null check (staked_cents > 0),
        payout_cents bigint not null check (payout_cents >= 0),
        net_loss_cents bigint not null check (net_loss_cents > 0),
        amount_cents bigint not null check (amount_cents > 0 and amount_cents <= net_loss_cents),
        available_at timestamptz not null,
        expires_at timestamptz not null,
        claimed_at timestamptz,
        transfer_id bigint references ledger_transfers(id),
        constraint cashback_rewards_week unique (user_id, week_start),
        check (net_loss_cents = staked_cents - payout_cents),
        check (week_start < week_end and week_end <= available_at and available_at < expires_at),
        check ((claimed_at is null) = (transfer_id is null)),
        check (claimed_at is null or claimed_at < expires_at)
      )`);
    this.addSql(`create index cashback_rewards_user_idx on cashback_rewards (user_id, week_start desc)`);
  }
}
