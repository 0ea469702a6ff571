import { LRUCache } from 'lru-cache';
import { TIMING } from '@arena/schemas';

interface LiveSession {
  userId: string;
}

/** What a caller holds between asking the database and remembering its answer. */
export interface LookupTicket {
  readonly generation: number;
}

/**
 * The sessions this process found live lately, so an authenticated request need not ask the database each time.
 * A revocation must still bite on the session's next request, so an entry leaves the moment any revocation is
 * announced (this process's own, or another's relayed over Redis), and an answer read from the database is only
 * remembered when no revocation was announced while it was being read: a revocation that committed after the
 * read but before the answer came back bumps the generation, and the stale "live" is thrown away instead of
 * being cached after its own eviction. A revocation whose announcement never arrives (a lost Redis message, a
 * process without Redis) is caught by the short time to live, the same bound the game server's poll gives its sockets.
 */
export class LiveSessionCache {
  #generation = 0;
  readonly #entries: LRUCache<string, LiveSession>;
  readonly #ttlMs: number;
  readonly #now: () => number;

  /** `now`: epoch milliseconds (tests inject a clock; the sessions' expiry is compared with it too). */
  constructor(options: { max?: number; ttlMs?: number; now?: () => number } = {}) {
    this.#ttlMs = options.ttlMs ?? TIMING.sessionCacheTtlMs;
    this.#now = options.now ?? Date.now;
    this.#entries = new LRUCache<string, LiveSession>({
      max: options.max ?? TIMING.sessionCacheEntries,
      ttl: this.#ttlMs,
      ttlResolution: 0,
      perf: { now: this.#now },
    });
  }

  /** True when the session was found live lately, for this user, and nothing revoked it since. */
  has(userId: string, sessionId: string): boolean {
    return this.#entries.get(sessionId)?.userId === userId;
  }

  /** Taken before reading the database; hand it back to `remember`. */
  ticket(): LookupTicket {
    return { generation: this.#generation };
  }

  /**
   * Remembers a session the database just answered live, until it expires or the time to live runs out; skipped
   * when a revocation was announced since `ticket` was taken (the answer may predate it).
   */
  remember(ticket: LookupTicket, userId: string, sessionId: string, expiresAtMs: number): void {
    if (ticket.generation !== this.#generation) return;
    const ttl = Math.min(this.#ttlMs, expiresAtMs - this.#now());
    if (ttl <= 0) return;
    this.#entries.set(sessionId, { userId }, { ttl });
  }

  /** Forgets revoked sessions, and makes every read still in flight unfit to be remembered. */
  forget(sessionIds: readonly string[]): void {
    this.#generation += 1;
    for (const id of sessionIds) this.#entries.delete(id);
  }

  get size(): number {
    return this.#entries.size;
  }
}
