import type { SqlEntityManager } from '@mikro-orm/sql';
import { LRUCache } from 'lru-cache';
import { type AppServices, getUserState } from '@arena/api';
import { AppError, CRASH_ROOM_RULES } from '@arena/schemas';

export interface BettorProfile {
  name: string;
  avatar: string;
}

/**
 * The name and avatar shown beside a bet. Read when a signed-in player joins (or at their first bet), then kept
 * for a minute: when betting opens every auto-bettor bets at once, and a profile read per bet would queue ahead of
 * the ledger's one batched transaction. Money never depends on this: the ledger checks the player and balance.
 */
export class BettorProfiles {
  private readonly cache: LRUCache<string, BettorProfile>;
  /** Reads under way: a bet arriving while its player's join read runs waits for that read, not a second one. */
  private readonly reading = new Map<string, Promise<BettorProfile>>();

  constructor(
    private readonly read: (userId: string) => Promise<BettorProfile | undefined>,
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
    const profile = await this.read(userId);
    if (!profile) throw new AppError('GLOBAL.FORBIDDEN');
    this.cache.set(userId, profile);
    return profile;
  }

  /** Reads ahead for a player who joined, so their first bet finds it; a failure only means a read at the bet. */
  warm(userId: string): void {
    if (!this.cache.has(userId)) this.of(userId).catch(() => undefined);
  }
}

/** The profile as the database has it now. */
export async function readBettorProfile(services: AppServices, userId: string): Promise<BettorProfile | undefined> {
  const user = await getUserState(services.orm.em.fork() as SqlEntityManager, userId);
  return user ? { name: user.name, avatar: user.avatar ?? '' } : undefined;
}
