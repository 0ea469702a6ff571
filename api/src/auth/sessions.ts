import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, TIMING, isUuid } from '@arena/schemas';
import type { Orm } from '../db/database';
import { queryOne, queryRows } from '../db/sql';
import { LiveSessionCache } from './live-session-cache';
import { RevocationFeed } from './revocation-feed';

/**
 * Server-side sessions behind the tokens: a token is good only while its session is live (not revoked, not past
 * its expiry) and its user is not banned. Revoking is how sign-out, "sign out everywhere" and bans take effect at
 * once, on REST and (through `revokedSince`) on open WebSockets.
 */

export class SessionStore {
  /** Committed revocations of this process, pushed to rooms, event streams and other processes. */
  readonly revocations = new RevocationFeed();
  /** Sessions found live lately: the per-request check (`isLiveCached`) answers from here. */
  readonly #live = new LiveSessionCache();

  constructor(private readonly orm: Orm) {
    // Local and relayed revocations alike: the relay feeds other processes' announcements in here as `remote`.
    this.revocations.subscribe((sessionIds) => this.#live.forget(sessionIds));
  }

  private em(): SqlEntityManager {
    return this.orm.em.fork() as SqlEntityManager;
  }

  /** Starts a session; a banned user gets none (GLOBAL.ACCOUNT_BANNED), so a ban also stops new sign-ins. */
  async start(userId: string, expiresAt: Date, userAgent?: string): Promise<string> {
    if (!isUuid(userId)) throw new AppError('GLOBAL.FORBIDDEN');
    const id = randomUUID();
    // Taken before the insert: a ban announced meanwhile may have revoked the new session too.
    const ticket = this.#live.ticket();
    const row = await queryOne<{ id: string }>(
      this.em(),
      `insert into sessions (id, user_id, expires_at, user_agent)
       select ?, u.id, ?, ? from users u where u.id = ? and u.banned_at is null
       returning id`,
      [id, expiresAt.toISOString(), userAgent ? userAgent.slice(0, 300) : null, userId],
    );
    if (!row) throw new AppError((await this.isBanned(userId)) ? 'GLOBAL.ACCOUNT_BANNED' : 'GLOBAL.FORBIDDEN');
    // The token's first request need not look up a session this process has just started.
    this.#live.remember(ticket, userId, id, expiresAt.getTime());
    return id;
  }

  /** True when the user exists and is banned: the refusal then says so instead of asking to sign in again. */
  async isBanned(userId: string): Promise<boolean> {
    if (!isUuid(userId)) return false;
    const row = await queryOne<{ id: string }>(
      this.em(),
      `select id from users where id = ? and banned_at is not null`,
      [userId],
    );
    return row !== undefined;
  }

  /**
   * True when the session belongs to the user, is neither revoked nor expired, and the user is not banned: always
   * the database's answer (re-checks that must see a revocation nobody announced: reconnects, stream heartbeats).
   */
  async isLive(userId: string, sessionId: string): Promise<boolean> {
    return (await this.readLive(userId, sessionId)) !== undefined;
  }

  /**
   * `isLive` for every authenticated request: answered from memory when the session was found live within the
   * last `TIMING.sessionCacheTtlMs` and no revocation was announced since (see LiveSessionCache).
   */
  async isLiveCached(userId: string, sessionId: string): Promise<boolean> {
    if (this.#live.has(userId, sessionId)) return true;
    const ticket = this.#live.ticket();
    const expiresAtMs = await this.readLive(userId, sessionId);
    if (expiresAtMs === undefined) return false;
    this.#live.remember(ticket, userId, sessionId, expiresAtMs);
    return true;
  }

  /** Forgets sessions another way learnt revoked (the game server's presence channel and poll). */
  forgetLive(sessionIds: readonly string[]): void {
    this.#live.forget(sessionIds);
  }

  /** The live session's expiry (epoch ms), or undefined when it is not live. */
  private async readLive(userId: string, sessionId: string): Promise<number | undefined> {
    const row = await queryOne<{ expires_ms: string }>(
      this.em(),
      `select (extract(epoch from s.expires_at) * 1000)::bigint::text as expires_ms from sessions s join users u on u.id = s.user_id
       where s.id = ? and s.user_id = ? and s.revoked_at is null and s.expires_at > now() and u.banned_at is null`,
      [sessionId, userId],
    );
    return row ? Number(row.expires_ms) : undefined;
  }

  async revoke(sessionId: string): Promise<void> {
    const rows = await queryRows<{ id: string }>(
      this.em(),
      `update sessions set revoked_at = now() where id = ? and revoked_at is null returning id`,
      [sessionId],
    );
    await this.announce(rows.map((r) => r.id));
  }

  /**
   * Revokes every live session of the user (sign out everywhere, ban, self-exclusion); answers how many. On its own
   * it commits and announces at once; given a caller's transaction `em` it cannot announce before the commit, so
   * callers inside a transaction use `revokeAllIn` and `announce` after it (else only the poll backstop sees it).
   */
  async revokeAll(userId: string, em?: SqlEntityManager, keep?: string): Promise<number> {
    const ids = await this.revokeAllIn(em ?? this.em(), userId, keep);
    if (!em) await this.announce(ids);
    return ids.length;
  }

  /** `revokeAll` inside the caller's transaction, answering the revoked ids; call `announce(ids)` once it committed. */
  async revokeAllIn(em: SqlEntityManager, userId: string, keep?: string): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      em,
      `update sessions set revoked_at = now() where user_id = ? and revoked_at is null and id <> coalesce(?::uuid, '00000000-0000-0000-0000-000000000000') returning id`,
      [userId, keep ?? null],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Pushes committed revocations to every listener (this process's session memory, rooms, event streams, the Redis
   * relay). This process acts on them before this returns; the promise settles once Redis took the message for the
   * other processes (at most `TIMING.revocationPublishWaitMs`, so a dead Redis never holds a sign-out up): a revoking
   * request that awaits it answers only when the other API processes are being told too.
   */
  announce(sessionIds: readonly string[]): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, TIMING.revocationPublishWaitMs);
      timer.unref();
    });
    return Promise.race([this.revocations.publish(sessionIds), waited]).finally(() => clearTimeout(timer));
  }

  /**
   * Sessions revoked after `since` (database clock; null on a poller's first look: "now"), and the database's clock
   * now: the game server polls this to close the sockets of revoked sessions. A 10 s overlap covers transactions
   * that stamped revoked_at just before `since` but committed after it, and sockets that joined just before the
   * poller's first look; answering a session twice is harmless.
   */
  async revokedSince(since: string | null): Promise<{ sessionIds: string[]; now: string }> {
    const em = this.em();
    const clock = await queryOne<{ now: string }>(em, `select now()::text as now`);
    const rows = await queryRows<{ id: string }>(
      em,
      `select id from sessions where revoked_at is not null and revoked_at > (?::timestamptz - interval '10 seconds')`,
      [since ?? clock!.now],
    );
    return { sessionIds: rows.map((r) => r.id), now: clock!.now };
  }
}
