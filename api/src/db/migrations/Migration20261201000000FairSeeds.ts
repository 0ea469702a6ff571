import { Migration } from '@mikro-orm/migrations';

/**
 * Fairness center: each user's seed pairs (at most one ACTIVE; a REVEALED pair shows its server seed) and, for every
 * bet of a seeded single-player game, the pair and nonce it used. unique (pair_id, nonce) is the proof that no two
 * bets ever share a nonce under one pair.
 */
export class Migration20261201000000FairSeeds extends Migration {
  override name = 'Migration20261201000000FairSeeds';

  override up(): void {
    this.addSql(`
      create table fair_seed_pairs (
        id uuid primary key,
        user_id uuid not null references users(id),
        server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
        server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
        client_seed text not null check (length(client_seed) between 1 and 64),
        next_nonce int not null default 0 check (next_nonce >= 0),
        status text not null default 'ACTIVE' check (status in ('ACTIVE', 'REVEALED')),
        created_at timestamptz not null default now(),
        revealed_at timestamptz,
        constraint fair_seed_pairs_revealed check ((status = 'REVEALED') = (revealed_at is not null))
      )`);
    this.addSql(`create unique index fair_seed_pairs_one_active on fair_seed_pairs (user_id) where status = 'ACTIVE'`);
    this.addSql(
      `create index fair_seed_pairs_revealed on fair_seed_pairs (user_id, revealed_at desc) where status = 'REVEALED'`,
    );
    this.addSql(`
      create table fair_bets (
        bet_id uuid primary key references bets(id),
        pair_id uuid not null references fair_seed_pairs(id),
        nonce int not null check (nonce >= 0),
        game text not null,
        params jsonb not null,
        outcome jsonb,
        created_at timestamptz not null default now(),
        unique (pair_id, nonce)
      )`);
  }
}
