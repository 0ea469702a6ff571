/** The few Redis commands the heartbeat needs (the ioredis client of Colyseus's RedisPresence has them). */
export interface HeartbeatRedis {
  zadd(key: string, score: number, member: string): Promise<unknown>;
  zrangebyscore(key: string, min: number | string, max: number | string): Promise<string[]>;
  zrem(key: string, member: string): Promise<unknown>;
}

/**
 * Which game-server processes are alive: one sorted set in Redis, member = Colyseus process id, score = the time
 * (ms) until which it is alive. Each process beats with the lease renewals; a process that stops beating (killed)
 * is dead once its score has passed. The processes share one machine clock or NTP-synchronised ones: a skew of
 * a second only delays the detection by that much.
 */
export class Heartbeat {
  constructor(
    private readonly redis: HeartbeatRedis,
    readonly key: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  beat(processId: string): Promise<unknown> {
    return this.redis.zadd(this.key, this.now() + this.ttlMs, processId);
  }

  /** The processes alive now, sorted (every process sees the same list for the same set). */
  async live(): Promise<string[]> {
    return (await this.redis.zrangebyscore(this.key, `(${this.now()}`, '+inf')).sort();
  }

  /** The processes whose heartbeat ran out: killed (or cut off from Redis for longer than the lease). */
  dead(): Promise<string[]> {
    return this.redis.zrangebyscore(this.key, '-inf', this.now());
  }

  /** Every process still listed, alive or dead but not yet recovered. */
  all(): Promise<string[]> {
    return this.redis.zrangebyscore(this.key, '-inf', '+inf');
  }

  /** A graceful leave (or a dead process fully recovered): the others stop counting it at once. */
  leave(processId: string): Promise<unknown> {
    return this.redis.zrem(this.key, processId);
  }
}
