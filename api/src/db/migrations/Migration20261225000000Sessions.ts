import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions: every token names one, so signing out, "sign out everywhere" and a ban revoke tokens at once (a JWT on
 * its own lives until it expires). `users.banned_at` refuses every session of a banned player.
 */
export class Migration20261225000000Sessions extends Migration {
  override name = 'Migration20261225000000Sessions';

  override up(): void {
    this.addSql(`
      create table sessions (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        revoked_at timestamptz,
        user_agent text check (length(user_agent) <= 300)
      )`);
    this.addSql(`create index sessions_user_live on sessions (user_id) where revoked_at is null`);
    // The game server asks "which sessions were revoked since my last look" every few seconds.
    this.addSql(`create index sessions_revoked on sessions (revoked_at) where revoked_at is not null`);
    this.addSql(`alter table users add column banned_at timestamptz`);
  }
}
