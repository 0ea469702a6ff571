import { randomUUID } from 'node:crypto';
import type { ScaleSettings } from './settings';

/** The Redis commands placement needs (the ioredis client of Colyseus's RedisPresence has them). */
export interface PlacementRedis {
  eval(script: string, keys: number, ...args: (string | number)[]): Promise<unknown>;
  zpopmin(key: string): Promise<unknown>;
}

/**
 * Per live process (keys in groups: its in-flight set, then its per-match room sets): drops in-flight entries that
 * ran out, counts in-flight + per-match rooms, picks the first process with the fewest and books one in-flight
 * entry there. One script, so two processes placing at the same moment never both see the same count.
 */
const CHOOSE = `
local now = tonumber(ARGV[1])
local per = tonumber(ARGV[4])
local best, fewest = 1, nil
for i = 1, #KEYS, per do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now)
  local count = redis.call('ZCARD', KEYS[i])
  for j = i + 1, i + per - 1 do count = count + redis.call('SCARD', KEYS[j]) end
  if fewest == nil or count < fewest then best, fewest = i, count end
end
redis.call('ZADD', KEYS[best], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[best], ARGV[5])
return (best - 1) / per
`;

/**
 * Where the next per-match room (a crash battle, a potato table) opens: the live process with the fewest per-match
 * rooms, counting the ones being created. Colyseus's own choice (fewest rooms of any kind) reads a count each
 * process publishes at most once a second and that includes idle rooms (chat channels, mirrors): a burst of
 * battles all went to one process. Here each choice books an in-flight entry `<keyPrefix>placing:<processId>` at
 * once; the host pops one when the room registers (room-registry.ts), and an entry whose creation failed runs out
 * after `inFlightMs`.
 */
export class MatchPlacement {
  constructor(
    private readonly redis: PlacementRedis,
    private readonly settings: Pick<ScaleSettings, 'keyPrefix' | 'inFlightMs'>,
    /** The Redis set of `game`'s per-match rooms hosted by `processId` (RoomRegistry.key). */
    private readonly roomsKey: (processId: string, game: string) => string,
    private readonly games: string[],
    private readonly now: () => number = Date.now,
  ) {}

  private inFlightKey(processId: string): string {
    return `${this.settings.keyPrefix}placing:${processId}`;
  }

  /** Chooses among `live` (non-empty) and books the creation there. */
  async choose(live: string[]): Promise<string> {
    const keys = live.flatMap((processId) => [
      this.inFlightKey(processId),
      ...this.games.map((game) => this.roomsKey(processId, game)),
    ]);
    const per = 1 + this.games.length;
    const now = this.now();
    const index = Number(
      await this.redis.eval(
        CHOOSE,
        keys.length,
        ...keys,
        now,
        now + this.settings.inFlightMs,
        randomUUID(),
        per,
        this.settings.inFlightMs,
      ),
    );
    return live[index]!;
  }

  /** A per-match room opened on `processId` (and is now in its room set): one creation there is no longer in flight. */
  async opened(processId: string): Promise<void> {
    await this.redis.zpopmin(this.inFlightKey(processId));
  }
}
