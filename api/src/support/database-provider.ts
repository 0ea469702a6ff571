import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  SUPPORT_RULES,
  type SupportAgentThreadAnswer,
  type SupportConversationListAnswer,
  type SupportConversationQuery,
  type SupportConversationRow,
  type SupportEvent,
  type SupportMessage,
  type SupportThreadAnswer,
} from '@arena/schemas';
import { writeAudit } from '../audit/audit';
import type { Orm } from '../db/database';
import { queryOne, queryRows } from '../db/sql';
import { SupportHub } from './hub';
import type { SupportProvider } from './provider';

interface MessageRow {
  id: string | number;
  conversation_id: string;
  author: 'USER' | 'AGENT';
  agent_name: string | null;
  text: string;
  created_at: Date | string;
}

interface ConversationRow {
  id: string;
  user_id: string;
  user_name: string;
  status: 'OPEN' | 'CLOSED';
  unread: number | string;
  last_text: string | null;
  last_author: 'USER' | 'AGENT' | null;
  updated_at: Date | string;
}

const time = (value: Date | string) => new Date(value).getTime();

const toMessage = (row: MessageRow): SupportMessage => ({
  id: String(row.id),
  conversationId: row.conversation_id,
  author: row.author,
  agentName: row.author === 'AGENT' ? row.agent_name : null,
  text: row.text,
  createdAt: time(row.created_at),
});

const toConversation = (row: ConversationRow): SupportConversationRow => ({
  id: row.id,
  userId: row.user_id,
  userName: row.user_name,
  status: row.status,
  unread: Number(row.unread),
  lastText: row.last_text ?? '',
  lastAuthor: row.last_author ?? 'USER',
  updatedAt: time(row.updated_at),
});

const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.author, a.name as agent_name, m.text, m.created_at`;

const CONVERSATION_SELECT = `
  select c.id, c.user_id, u.name as user_name, c.status, c.updated_at,
    (select count(*) from support_messages m where m.conversation_id = c.id and m.author = 'USER' and m.id > c.agent_read_id) as unread,
    last.text as last_text, last.author as last_author
  from support_conversations c
  join users u on u.id = c.user_id
  left join lateral (select text, author from support_messages m where m.conversation_id = c.id order by m.id desc limit 1) last on true`;

/** The built-in desk: conversations and read markers in the platform's database, live changes through `SupportHub`. */
export class DatabaseSupportProvider implements SupportProvider {
  readonly hub = new SupportHub();

  constructor(private readonly orm: Orm) {}

  private em(): SqlEntityManager {
    return this.orm.em.fork() as SqlEntityManager;
  }

  private transaction<T>(work: (tx: SqlEntityManager) => Promise<T>): Promise<T> {
    return this.orm.em.fork().transactional((tx) => work(tx as SqlEntityManager));
  }

  async thread(userId: string): Promise<SupportThreadAnswer> {
    const em = this.em();
    const latest = await queryOne<{ id: string; status: 'OPEN' | 'CLOSED' }>(
      em,
      `select id, status from support_conversations where user_id = ? order by created_at desc, id limit 1`,
      [userId],
    );
    const rows = await queryRows<MessageRow>(
      em,
      `select * from (
         select ${MESSAGE_COLUMNS} from support_messages m
         join support_conversations c on c.id = m.conversation_id
         left join users a on a.id = m.agent_id
         where c.user_id = ? order by m.id desc limit ?
       ) newest order by id`,
      [userId, SUPPORT_RULES.threadLimit],
    );
    return {
      conversationId: latest?.id ?? null,
      status: latest?.status ?? null,
      messages: rows.map(toMessage),
      unread: await this.unread(userId, em),
    };
  }

  async unread(userId: string, em: SqlEntityManager = this.em()): Promise<number> {
    const row = await queryOne<{ n: number | string }>(
      em,
      `select count(*) as n from support_messages m join support_conversations c on c.id = m.conversation_id
       where c.user_id = ? and m.author = 'AGENT' and m.id > c.user_read_id`,
      [userId],
    );
    return Number(row?.n ?? 0);
  }

  async markRead(userId: string): Promise<void> {
    const rows = await queryRows<{ id: string }>(
      this.em(),
      `update support_conversations c set user_read_id = coalesce((select max(m.id) from support_messages m where m.conversation_id = c.id), 0)
       where c.user_id = ? and c.user_read_id < coalesce((select max(m.id) from support_messages m where m.conversation_id = c.id), 0)
       returning c.id`,
      [userId],
    );
    if (rows.length > 0) this.publish(userId, { type: 'read', conversationId: rows[0]!.id, unread: 0 });
  }

  async send(userId: string, text: string): Promise<SupportMessage> {
    const message = await this.transaction(async (tx) => {
      // One writer per player at a time, so two quick sends cannot both slip under the limit.
      await tx.execute(`select id from users where id = ? for update`, [userId], 'all');
      const recent = await queryOne<{ n: number | string; wait_ms: number | string | null }>(
        tx,
        `select count(*) as n,
           extract(epoch from (min(m.created_at) + ? * interval '1 millisecond' - now())) * 1000 as wait_ms
         from support_messages m join support_conversations c on c.id = m.conversation_id
         where c.user_id = ? and m.author = 'USER' and m.created_at > now() - ? * interval '1 millisecond'`,
        [SUPPORT_RULES.rateWindowMs, userId, SUPPORT_RULES.rateWindowMs],
      );
      if (Number(recent?.n ?? 0) >= SUPPORT_RULES.rateLimitMessages) {
        throw new AppError('SUPPORT.RATE_LIMIT', [Math.max(1, Math.ceil(Number(recent?.wait_ms ?? 0) / 1000))], 429);
      }
      let conversation = await queryOne<{ id: string }>(
        tx,
        `select id from support_conversations where user_id = ? and status = 'OPEN'`,
        [userId],
      );
      if (!conversation) {
        conversation = { id: randomUUID() };
        await tx.execute(
          `insert into support_conversations (id, user_id) values (?, ?)`,
          [conversation.id, userId],
          'run',
        );
      }
      const row = await queryOne<MessageRow>(
        tx,
        `insert into support_messages (conversation_id, author, text) values (?, 'USER', ?)
         returning id, conversation_id, author, null as agent_name, text, created_at`,
        [conversation.id, text],
      );
      // The player has seen everything up to their own message.
      await tx.execute(
        `update support_conversations set updated_at = now(), user_read_id = ? where id = ?`,
        [row!.id, conversation.id],
        'run',
      );
      return toMessage(row!);
    });
    this.publish(userId, {
      type: 'message',
      conversationId: message.conversationId,
      unread: await this.unread(userId),
    });
    return message;
  }

  async list(query: SupportConversationQuery): Promise<SupportConversationListAnswer> {
    const where = query.status === 'ALL' ? '' : `where c.status = ?`;
    const params: unknown[] = query.status === 'ALL' ? [] : [query.status];
    const rows = await queryRows<ConversationRow>(
      this.em(),
      `${CONVERSATION_SELECT} ${where} order by c.updated_at desc, c.id limit ?`,
      [...params, SUPPORT_RULES.listLimit],
    );
    return { items: rows.map(toConversation) };
  }

  async agentThread(conversationId: string): Promise<Omit<SupportAgentThreadAnswer, 'profile'>> {
    const em = this.em();
    await em.execute(
      `update support_conversations c set agent_read_id = coalesce((select max(m.id) from support_messages m where m.conversation_id = c.id), 0)
       where c.id = ?`,
      [conversationId],
      'run',
    );
    const conversation = await queryOne<ConversationRow>(em, `${CONVERSATION_SELECT} where c.id = ?`, [conversationId]);
    if (!conversation) throw new AppError('SUPPORT.NOT_FOUND', [], 404);
    const rows = await queryRows<MessageRow>(
      em,
      `select * from (
         select ${MESSAGE_COLUMNS} from support_messages m left join users a on a.id = m.agent_id
         where m.conversation_id = ? order by m.id desc limit ?
       ) newest order by id`,
      [conversationId, SUPPORT_RULES.threadLimit],
    );
    return { conversation: toConversation(conversation), messages: rows.map(toMessage) };
  }

  async reply(agentId: string, conversationId: string, text: string): Promise<SupportMessage> {
    const { message, userId } = await this.transaction(async (tx) => {
      const conversation = await this.lockConversation(tx, conversationId);
      if (conversation.status !== 'OPEN') throw new AppError('SUPPORT.CLOSED', [], 409);
      const row = await queryOne<MessageRow>(
        tx,
        `insert into support_messages (conversation_id, author, agent_id, text) values (?, 'AGENT', ?, ?)
         returning id, conversation_id, author, (select name from users where id = ?) as agent_name, text, created_at`,
        [conversationId, agentId, text, agentId],
      );
      // Whoever answers has read the thread up to their answer.
      await tx.execute(
        `update support_conversations set updated_at = now(), agent_read_id = ? where id = ?`,
        [row!.id, conversationId],
        'run',
      );
      await writeAudit(tx, {
        adminId: agentId,
        action: 'SUPPORT_REPLY',
        targetType: 'SUPPORT_CONVERSATION',
        targetId: conversationId,
        details: { userId: conversation.user_id, messageId: String(row!.id), text },
      });
      return { message: toMessage(row!), userId: conversation.user_id };
    });
    this.publish(userId, { type: 'message', conversationId, unread: await this.unread(userId) });
    return message;
  }

  async close(agentId: string, conversationId: string): Promise<void> {
    const closed = await this.transaction(async (tx) => {
      const conversation = await this.lockConversation(tx, conversationId);
      if (conversation.status === 'CLOSED') return null;
      await tx.execute(
        `update support_conversations set status = 'CLOSED', closed_by = ?, closed_at = now() where id = ?`,
        [agentId, conversationId],
        'run',
      );
      await writeAudit(tx, {
        adminId: agentId,
        action: 'SUPPORT_CLOSE',
        targetType: 'SUPPORT_CONVERSATION',
        targetId: conversationId,
        details: { userId: conversation.user_id },
      });
      return conversation.user_id;
    });
    if (closed) this.publish(closed, { type: 'closed', conversationId, unread: await this.unread(closed) });
  }

  subscribe(userId: string, listener: (event: SupportEvent) => void): () => void {
    return this.hub.subscribe(userId, listener);
  }

  private async lockConversation(
    tx: SqlEntityManager,
    conversationId: string,
  ): Promise<{ user_id: string; status: string }> {
    const row = await queryOne<{ user_id: string; status: string }>(
      tx,
      `select user_id, status from support_conversations where id = ? for update`,
      [conversationId],
    );
    if (!row) throw new AppError('SUPPORT.NOT_FOUND', [], 404);
    return row;
  }

  private publish(userId: string, event: SupportEvent): void {
    this.hub.publish(userId, event);
  }
}
