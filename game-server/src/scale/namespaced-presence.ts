import type { RedisPresence } from '@colyseus/redis-presence';
import { redisChannelNamespace } from '@arena/api';

type Callback = Parameters<RedisPresence['subscribe']>[1];

/**
 * Colyseus's RedisPresence with every pub/sub channel in this Redis database's namespace (@arena/api
 * redisChannelNamespace: Redis pub/sub crosses databases). Colyseus's fixed channels (`$crash-classic` for a room's
 * IPC, `p:<process>` read back by its health check) and ours (the mirrors', the win feed's) stay within the
 * processes that share this REDIS_URL. Keys need nothing: they live in the database.
 */
export function namespacedRedisPresence(Base: typeof RedisPresence, redisUrl: string): RedisPresence {
  const namespace = redisChannelNamespace(redisUrl);
  if (namespace === '') return new Base(redisUrl);
  class NamespacedRedisPresence extends Base {
    override subscribe(topic: string, callback: Callback) {
      return super.subscribe(namespace + topic, callback);
    }
    override unsubscribe(topic: string, callback?: Callback) {
      return super.unsubscribe(namespace + topic, callback);
    }
    override publish(topic: string, data: unknown) {
      return super.publish(namespace + topic, data);
    }
    override async channels(pattern = '*') {
      return (await super.channels(namespace + pattern)).map((channel) => channel.slice(namespace.length));
    }
  }
  return new NamespacedRedisPresence(redisUrl);
}
