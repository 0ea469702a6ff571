import { Migration } from '@mikro-orm/migrations';

/**
 * Referral and affiliate: who referred whom (one referrer per account, for good), where accounts were seen from (hashed
 * public IPs and device ids, the multi-account signal), and one row per reward the job paid — a deposit's share and
 * first-deposit bonus (keyed by the deposit's ledger transfer), a referral's qualification (its ordinal decides the
 * skin tier) and a referrer's revshare week — so a re-run or a second process finds the row and pays nothing twice.
 */
export class Migration20261220000000Referral extends Migration {
  override name = 'Migration20261220000000Referral';

  override up(): void {
    this.addSql(`
      create table referral_links (
        referred_id uuid primary key references users(id),
        referrer_id uuid not null references users(id),
        code text not null,
        source text not null check (source in ('SIGN_UP', 'CODE')),
        linked_at timestamptz not null,
        qualified_at timestamptz,
        qualified_ordinal int check (qualified_ordinal > 0),
        skin_cents bigint,
        skin_transfer_id bigint references ledger_transfers(id),
        check (referrer_id <> referred_id),
        check ((qualified_at is null) = (qualified_ordinal is null)),
        constraint referral_links_ordinal_unique unique (referrer_id, qualified_ordinal)
      )`);
    this.addSql(`create index referral_links_referrer_idx on referral_links (referrer_id, linked_at desc)`);
    this.addSql(`create index referral_links_unqualified_idx on referral_links (linked_at) where qualified_at is null`);
    this.addSql(`
      create table referral_sightings (
        user_id uuid not null references users(id),
        kind text not null check (kind in ('IP', 'DEVICE')),
        value_hash text not null,
        last_seen_at timestamptz not null,
        primary key (user_id, kind, value_hash)
      )`);
    this.addSql(`create index referral_sightings_value_idx on referral_sightings (kind, value_hash, last_seen_at)`);
    this.addSql(`
      create table referral_deposit_rewards (
        deposit_transfer_id bigint primary key references ledger_transfers(id),
        referred_id uuid not null references users(id),
        referrer_id uuid not null references users(id),
        amount_cents bigint not null check (amount_cents > 0),
        share_cents bigint not null check (share_cents >= 0),
        is_first boolean not null,
        first_bonus_cents bigint not null check (first_bonus_cents >= 0),
        share_transfer_id bigint references ledger_transfers(id),
        bonus_transfer_id bigint references ledger_transfers(id),
        created_at timestamptz not null default now()
      )`);
    this.addSql(
      `create index referral_deposit_rewards_referrer_idx on referral_deposit_rewards (referrer_id, referred_id)`,
    );
    // The first-deposit bonus exists once per account, whichever deposit the job saw first.
    this.addSql(
      `create unique index referral_deposit_rewards_one_first on referral_deposit_rewards (referred_id) where is_first`,
    );
    this.addSql(`
      create table referral_revshare_periods (
        period_start timestamptz primary key,
        processed_at timestamptz not null
      )`);
    this.addSql(`
      create table referral_revshare_payouts (
        referrer_id uuid not null references users(id),
        period_start timestamptz not null references referral_revshare_periods(period_start),
        revenue_cents bigint not null,
        carry_in_cents bigint not null check (carry_in_cents <= 0),
        revshare_cents bigint not null check (revshare_cents >= 0),
        carry_out_cents bigint not null check (carry_out_cents <= 0),
        transfer_id bigint references ledger_transfers(id),
        primary key (referrer_id, period_start)
      )`);
  }
}
