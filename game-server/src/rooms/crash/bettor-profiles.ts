import type { SqlEntityManager } from '@mikro-orm/sql';
import { LRUCache } from 'lru-cache';
import { type AppServices, queryRows } from '@arena/api';
import { AppError, CRASH_ROOM_RULES } from '@arena/schemas';

export interface BettorProfile {
  name: string;
  avatar: string;
}

/**
 * The name and avatar shown beside a bet. Read when a signed-in player joins (or at their first bet), then kept
 * for a minute: when betting opens every auto-bettor bets at once, and a profile read per bet would queue ahead of
 * the ledger's one batched transaction. The players asked for within one turn of the event loop are read in one
 * statement: a crowd joining (or betting before its reads ended) would otherwise queue a read per player in front of
 * the first round's bets on the database. Money never depends on this: the ledger checks the player and balance.
 */
export class BettorProfiles {
  private readonly cache: LRUCache<string, BettorProfile>;
  /** Reads under way: a bet arriving while its player's join read runs waits for that read, not a second one. */
  private readonly reading = new Map<string, Promise<BettorProfile>>();
  /** The players of the read that goes at the end of this turn. */
  private next: { userIds: string[]; found: Promise<Map<string, BettorProfile>> } | undefined;

  constructor(
    private readonly read: (userIds: string[]) => Promise<Map<string, BettorProfile>>,
    options: { ttlMs?: number; max?: number; now?: () => number } = {},
  ) {
    this.cache = new LRUCache<string, BettorProfile>({
      max: options.max ?? CRASH_ROOM_RULES.bettorProfileEntries,
      ttl: options.ttlMs ?? CRASH_ROOM_RULES.bettorProfileTtlMs,
      // An injected clock is read on every lookup (the cache otherwise keeps its reading for a millisecond).
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    });
  }

  /** The player's profile; an unknown player is refused as before any money moves. */
  async of(userId: string): Promise<BettorProfile> {
    const known = this.cache.get(userId);
    if (known) return known;
    const pending = this.reading.get(userId);
    if (pending) return pending;
    const read = this.load(userId).finally(() => this.reading.delete(userId));
    this.reading.set(userId, read);
    return read;
  }

  private async load(userId: string): Promise<BettorProfile> {
    if (!this.next) {
      const userIds: string[] = [];
      const found = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.next = undefined;
        return this.read(userIds);
      });
      this.next = { userIds, found };
    }
    this.next.userIds.push(userId);
    const profile = (await this.next.found).get(userId);
    if (!profile) throw new AppError('GLOBAL.FORBIDDEN');
    this.cache.set(userId, profile);
    return profile;
  }

  /** Reads ahead for a player who joined, so their first bet finds it; a failure only means a read at the bet. */
  warm(userId: string): void {
    if (!this.cache.has(userId)) this.of(userId).catch(() => undefined);
  }
}

/** The profiles of `userIds` as the database has them now (a missing player is not in the map). */
export async function readBettorProfiles(
  services: AppServices,
  userIds: string[],
): Promise<Map<string, BettorProfile>> {
  const rows = await queryRows<{ id: string; name: string; avatar: string | null }>(
    services.orm.em.fork() as SqlEntityManager,
    `select id, name, avatar from users where id in (?)`,
    [userIds],
  );
  return new Map(rows.map((row) => [row.id, { name: row.name, avatar: row.avatar ?? '' }]));
}
