import { randomUUID } from 'node:crypto';
import { redisCommands } from '../resp';

/** A Redis database number this test run has to itself, and how to hand it back empty. */
export interface ClaimedRedisDb {
  url: string;
  release(): Promise<void>;
}

const CLAIM_MS = 10 * 60_000;
const MARKER = 'arena:test-db-marker';

/**
 * Colyseus keeps its room listings under fixed keys ("roomcaches"), so parallel test runs against the machine's
 * Redis need separate databases. A run claims one (a key in database 0, SET NX, 10 minutes), from 15 downwards,
 * and uses it only when it is empty or holds nothing but what an earlier claimed run left (its marker key).
 */
export async function claimRedisDb(
  baseUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
): Promise<ClaimedRedisDb> {
  const token = randomUUID();
  for (let db = 15; db >= 1; db--) {
    const claim = `arena:test-db-claim:${db}`;
    const [claimed] = await redisCommands(baseUrl, [['SET', claim, token, 'PX', CLAIM_MS, 'NX']]);
    if (claimed !== 'OK') continue;
    const url = `${baseUrl}/${db}`;
    const [size, marker] = await redisCommands(url, [['DBSIZE'], ['EXISTS', MARKER]]);
    if (size !== 0 && marker !== 1) {
      await redisCommands(baseUrl, [['DEL', claim]]);
      continue;
    }
    await redisCommands(url, [['FLUSHDB'], ['SET', MARKER, token]]);
    return {
      url,
      async release() {
        await redisCommands(url, [['FLUSHDB']]);
        await redisCommands(baseUrl, [['DEL', claim]]);
      },
    };
  }
  throw new Error('no free Redis database (1-15) for this test run');
}
