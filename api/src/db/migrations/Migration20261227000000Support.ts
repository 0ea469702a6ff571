import { Migration } from '@mikro-orm/migrations';

/**
 * The support desk: one conversation per player at a time (a message after it was closed opens a new one), its
 * messages (author USER or AGENT; an AGENT message names the agent), and a read marker on each side: the id of the
 * last message the player / the agents have seen. SUPPORT joins the roles (given at sign-in by SUPPORT_SUBJECTS).
 */
export class Migration20261227000000Support extends Migration {
  override name = 'Migration20261227000000Support';

  override up(): void {
    this.addSql(`alter table users drop constraint users_role`);
    this.addSql(
      `alter table users add constraint users_role check (role in ('USER', 'MODERATOR', 'ADMIN', 'SUPPORT'))`,
    );
    this.addSql(`
      create table support_conversations (
        id uuid primary key,
        user_id uuid not null references users(id),
        status text not null default 'OPEN' check (status in ('OPEN', 'CLOSED')),
        user_read_id bigint not null default 0,
        agent_read_id bigint not null default 0,
        closed_by uuid references users(id),
        closed_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    // At most one open conversation per player; the agents' list reads open ones by latest activity.
    this.addSql(
      `create unique index support_conversations_one_open on support_conversations (user_id) where status = 'OPEN'`,
    );
    this.addSql(`create index support_conversations_updated on support_conversations (status, updated_at desc)`);
    this.addSql(`
      create table support_messages (
        id bigserial primary key,
        conversation_id uuid not null references support_conversations(id),
        author text not null check (author in ('USER', 'AGENT')),
        agent_id uuid references users(id),
        text text not null check (length(text) between 1 and 1000),
        created_at timestamptz not null default now(),
        check ((author = 'AGENT') = (agent_id is not null))
      )`);
    this.addSql(`create index support_messages_conversation on support_messages (conversation_id, id)`);
    // The player's rate limit counts their own messages of the last minute.
    this.addSql(`create index support_messages_user_recent on support_messages (created_at) where author = 'USER'`);
  }
}
