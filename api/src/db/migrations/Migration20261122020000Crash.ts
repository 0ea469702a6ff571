import { Migration } from '@mikro-orm/migrations';

/**
 * Crash: one hash chain per variant, generated once (links stored as 32-byte bytea, about 60 bytes a
 * row), and the rounds played from it. A round's hash is its chain link, so it is stored once; the
 * fairness API only reads links of finished rounds. At most one live round per variant, enforced here.
 */
export class Migration20261122020000Crash extends Migration {
  override name = 'Migration20261122020000Crash';

  override up(): void {
    this.addSql(`
      create table crash_chains (
        id smallserial primary key,
        variant text not null unique check (variant in ('classic', 'plus')),
        salt text not null,
        terminating_hash text not null check (terminating_hash ~ '^[0-9a-f]{64}$'),
        length int not null check (length > 0),
        created_at timestamptz not null default now()
      )`);
    // idx 1 is the first round played; sha256(hex of link idx) = hex of link idx - 1.
    this.addSql(`
      create table crash_chain_links (
        chain_id smallint not null references crash_chains(id),
        idx int not null check (idx > 0),
        hash bytea not null check (octet_length(hash) = 32),
        primary key (chain_id, idx)
      )`);
    this.addSql(`
      create table crash_rounds (
        id bigserial primary key,
        variant text not null references crash_chains(variant),
        chain_index int not null check (chain_index > 0),
        crash_point_hundredths bigint not null check (crash_point_hundredths >= 100),
        status text not null default 'BETTING' check (status in ('BETTING', 'RUNNING', 'CRASHED', 'VOIDED')),
        created_at timestamptz not null default now(),
        started_at timestamptz,
        ended_at timestamptz,
        constraint crash_rounds_link_once unique (variant, chain_index),
        constraint crash_rounds_ended check ((status in ('CRASHED', 'VOIDED')) = (ended_at is not null))
      )`);
    this.addSql(
      `create unique index crash_rounds_one_live on crash_rounds (variant) where status in ('BETTING', 'RUNNING')`,
    );
    this.addSql(
      `create index crash_rounds_finished on crash_rounds (variant, chain_index desc) where status in ('CRASHED', 'VOIDED')`,
    );
  }
}
