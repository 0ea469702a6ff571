import { Migration } from '@mikro-orm/migrations';

/**
 * The /bonus page: one row per paid daily bonus, wheel spin and fan bonus. (user, kind, seq) is unique and
 * each row holds its ledger transfer, whose idempotency key is the same (user, kind, seq): a claim pays once. A spin
 * also holds its fairness-center id (fair_bets.bet_id). Captcha challenges are single use: answering one inserts its
 * id, a second answer finds it. Fan-bonus avatars are approved by admins, by address.
 */
export class Migration20261219000000Bonus extends Migration {
  override name = 'Migration20261219000000Bonus';

  override up(): void {
    this.addSql(`
      create table bonus_claims (
        user_id uuid not null references users(id),
        kind text not null check (kind in ('DAILY', 'WHEEL', 'FAN')),
        seq int not null check (seq > 0),
        claimed_at timestamptz not null,
        amount_cents bigint not null check (amount_cents > 0),
        transfer_id bigint not null unique references ledger_transfers(id),
        spin_id uuid unique,
        segment int check (segment >= 0),
        primary key (user_id, kind, seq),
        check ((kind = 'WHEEL') = (spin_id is not null)),
        check ((spin_id is null) = (segment is null))
      )`);
    this.addSql(`create index bonus_claims_latest_idx on bonus_claims (user_id, kind, claimed_at desc)`);
    this.addSql(`
      create table bonus_captcha_uses (
        challenge_id uuid primary key,
        user_id uuid not null references users(id),
        used_at timestamptz not null default now()
      )`);
    this.addSql(`
      create table bonus_fan_avatars (
        url text primary key check (length(url) between 1 and 512),
        approved_by uuid not null references users(id),
        approved_at timestamptz not null default now()
      )`);
  }
}
