import { Migration } from '@mikro-orm/migrations';

/**
 * Operator money guard rails. `admin_adjustment_requests`: a console adjustment above the four-eyes
 * threshold waits here until a different admin approves it (its ledger transfer is then recorded on the row) or rejects
 * it. `withdrawal_reviews`: a transfer order held for an operator instead of going to the payout partner; released
 * when an admin approves it (a rejection settles the order itself).
 */
export class Migration20270107000000MoneyReview extends Migration {
  override name = 'Migration20270107000000MoneyReview';

  override up(): void {
    this.addSql(`
      create table admin_adjustment_requests (
        id uuid primary key,
        user_id uuid not null references users(id),
        account text not null check (account in ('REAL','BONUS')),
        amount_cents bigint not null check (amount_cents <> 0),
        reason text not null check (length(reason) <= 300),
        requested_by uuid not null references users(id),
        request_key text not null check (length(request_key) <= 128),
        request_hash text not null,
        status text not null default 'PENDING' check (status in ('PENDING','APPROVED','REJECTED')),
        decided_by uuid references users(id),
        decided_at timestamptz,
        decision_reason text check (length(decision_reason) <= 300),
        transfer_id bigint unique references ledger_transfers(id),
        created_at timestamptz not null default now(),
        constraint admin_adjustment_requests_key unique (requested_by, request_key),
        constraint admin_adjustment_requests_decided check ((status = 'PENDING') = (decided_by is null) and (decided_by is null) = (decided_at is null)),
        constraint admin_adjustment_requests_four_eyes check (status <> 'APPROVED' or (decided_by <> requested_by and decided_by <> user_id)),
        constraint admin_adjustment_requests_not_own check (decided_by is null or decided_by <> user_id),
        constraint admin_adjustment_requests_posted check ((status = 'APPROVED') = (transfer_id is not null))
      )`);
    this.addSql(
      `create index admin_adjustment_requests_pending on admin_adjustment_requests (created_at) where status = 'PENDING'`,
    );
    this.addSql(`
      create table withdrawal_reviews (
        order_id uuid primary key references transfer_orders(id),
        reason text not null check (reason in ('OVER_THRESHOLD','OVER_DEPOSITS')),
        created_at timestamptz not null default now(),
        released_at timestamptz,
        released_by uuid references users(id),
        constraint withdrawal_reviews_released check ((released_at is null) = (released_by is null))
      )`);
  }
}
