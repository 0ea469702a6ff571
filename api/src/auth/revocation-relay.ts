import { redisChannelNamespace } from '../redis-channels';
import {
  type RevocationFeed,
  SESSION_REVOKED_CHANNEL,
  type SessionRevokedMessage,
  readSessionRevokedMessage,
} from './revocation-feed';

export interface RevocationRelay {
  /** Settles once this process listens on the channel (or gave up for now): tests wait for it. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Carries revocations between processes over Redis pub/sub (REDIS_URL): this process's committed revocations are
 * published on `SESSION_REVOKED_CHANNEL`, where every game server listens through its Colyseus presence (the same
 * JSON RedisPresence reads); other processes' revocations come back into this feed as `remote`, so this process's
 * event streams close too. A lost message is caught by the pollers (`TIMING.sessionRevocationPollMs`).
 */
export async function relayRevocations(feed: RevocationFeed, redisUrl: string): Promise<RevocationRelay> {
  const { Redis } = await import('ioredis');
  // As the game servers' presence names it on this Redis database (redis-channels.ts).
  const channel = redisChannelNamespace(redisUrl) + SESSION_REVOKED_CHANNEL;
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const sub = pub.duplicate();
  // Connection trouble is retried by ioredis and the pollers cover what is missed meanwhile: one line, not one per retry.
  let warned = false;
  const warn = (error: Error) => {
    if (warned) return;
    warned = true;
    console.error(
      `session revocations: Redis unreachable (${error.message}); game servers fall back to their poll until it answers`,
    );
  };
  pub.on('error', warn);
  sub.on('error', warn);
  sub.on('message', (received: string, text: string) => {
    if (received !== channel) return;
    let message: SessionRevokedMessage | undefined;
    try {
      message = readSessionRevokedMessage(JSON.parse(text));
    } catch {
      return;
    }
    if (message && message.origin !== feed.origin) feed.publish(message.sessionIds, 'remote');
  });
  // Not awaited: the API starts (and REST refuses revoked tokens) whether or not Redis answers yet.
  const ready = sub.subscribe(channel).then(
    () => undefined,
    (error: Error) => warn(error),
  );
  const unsubscribe = feed.subscribe((sessionIds, source) => {
    if (source !== 'local') return;
    const message: SessionRevokedMessage = { sessionIds: [...sessionIds], origin: feed.origin };
    return pub
      .publish(channel, JSON.stringify(message))
      .catch((error: unknown) => console.error('publishing a session revocation failed', error));
  });
  return {
    ready,
    async close() {
      unsubscribe();
      // disconnect, not quit: nothing is owed to Redis, and quit would wait out reconnect attempts to a dead one.
      sub.disconnect();
      pub.disconnect();
    },
  };
}
