/** The few Redis commands a lease needs (the ioredis client of Colyseus's RedisPresence has them). */
export interface LeaseRedis {
  set(key: string, value: string, px: 'PX', ms: number, nx: 'NX'): Promise<string | null>;
  get(key: string): Promise<string | null>;
  eval(script: string, keys: number, ...args: (string | number)[]): Promise<unknown>;
}

// Renew or release only while the key still holds our value: a lease that ran out and was taken by another
// process is never extended or deleted by its former holder.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** One lease in Redis: a key held by one holder until it expires or the holder releases it. */
export class Lease {
  constructor(
    private readonly redis: LeaseRedis,
    readonly key: string,
    private readonly holder: string,
    private readonly ttlMs: number,
  ) {}

  /** Takes the lease if nobody holds it; true when this holder has it now. */
  async acquire(): Promise<boolean> {
    if ((await this.redis.set(this.key, this.holder, 'PX', this.ttlMs, 'NX')) === 'OK') return true;
    return (await this.renew()) === true;
  }

  /** Extends the lease; false when it is no longer ours (it ran out, maybe someone else holds it). */
  async renew(): Promise<boolean> {
    return Number(await this.redis.eval(RENEW, 1, this.key, this.holder, this.ttlMs)) === 1;
  }

  async release(): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.key, this.holder);
  }

  /** Who holds it now (a process id), if anyone. */
  currentHolder(): Promise<string | null> {
    return this.redis.get(this.key);
  }
}
