import { Migration } from '@mikro-orm/migrations';

/** The sandbox game-platform accounts: facts set per user for local setups and tests (absent = published defaults). */
export class Migration20261212000000SteamAccounts extends Migration {
  override name = 'Migration20261212000000SteamAccounts';

  override up(): void {
    this.addSql(`
      create table sandbox_steam_accounts (
        user_id uuid primary key references users(id),
        steam_level int not null check (steam_level >= 0),
        game_hours int not null check (game_hours >= 0),
        in_community_group boolean not null,
        follows_channel boolean not null,
        banned boolean not null,
        nickname text,
        avatar_url text,
        updated_at timestamptz not null default now()
      )`);
  }
}
