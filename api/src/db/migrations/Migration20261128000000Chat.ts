import { Migration } from '@mikro-orm/migrations';

/**
 * Live chat: messages per channel (a deletion is a mark, so the trail stays), mutes with their end,
 * every moderation action (who, whom, why), and the hourly activity giveaways with their committed seeds.
 * Roles stay in users.role; MODERATOR joins USER and ADMIN.
 */
export class Migration20261128000000Chat extends Migration {
  override name = 'Migration20261128000000Chat';

  override up(): void {
    this.addSql(`alter table users add constraint users_role check (role in ('USER', 'MODERATOR', 'ADMIN'))`);
    this.addSql(`
      create table chat_messages (
        id uuid primary key,
        channel text not null,
        user_id uuid not null references users(id),
        text text not null default '',
        sticker text,
        created_at timestamptz not null default now(),
        deleted_at timestamptz,
        deleted_by uuid references users(id),
        constraint chat_messages_body check ((sticker is null) <> (text = ''))
      )`);
    this.addSql(
      `create index chat_messages_channel on chat_messages (channel, created_at desc) where deleted_at is null`,
    );
    this.addSql(`create index chat_messages_activity on chat_messages (created_at, user_id)`);
    this.addSql(`
      create table chat_mutes (
        id uuid primary key,
        user_id uuid not null references users(id),
        until timestamptz not null,
        reason text not null default '',
        muted_by uuid not null references users(id),
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index chat_mutes_user on chat_mutes (user_id, until desc)`);
    this.addSql(`
      create table moderation_actions (
        id uuid primary key,
        action text not null check (action in ('MUTE', 'DELETE', 'GRANT_ROLE', 'REVOKE_ROLE')),
        moderator_id uuid not null references users(id),
        target_user_id uuid not null references users(id),
        message_id uuid references chat_messages(id),
        minutes integer,
        reason text not null default '',
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index moderation_actions_recent on moderation_actions (created_at desc)`);
    this.addSql(`
      create table chat_giveaways (
        period_start timestamptz primary key,
        period_end timestamptz not null,
        server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
        commitment text not null check (commitment ~ '^[0-9a-f]{64}$'),
        status text not null default 'COMMITTED' check (status in ('COMMITTED', 'DRAWN', 'NO_WINNER')),
        participants jsonb not null default '[]',
        winner_user_id uuid references users(id),
        prize_catalog_item_id integer,
        prize_item_id uuid,
        committed_at timestamptz not null default now(),
        drawn_at timestamptz,
        constraint chat_giveaways_committed_early check (committed_at <= period_start),
        constraint chat_giveaways_winner check ((status = 'DRAWN') = (winner_user_id is not null))
      )`);
  }
}
