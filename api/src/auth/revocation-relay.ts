import { type RevocationFeed, SESSION_REVOKED_CHANNEL, type SessionRevokedMessage, readSessionRevokedMessage } from './revocation-feed';

export interface RevocationRelay {
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
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
  const sub = pub.duplicate();
  // Connection trouble is retried by ioredis; the pollers cover what is missed meanwhile.
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  sub.on('message', (channel: string, text: string) => {
    if (channel !== SESSION_REVOKED_CHANNEL) return;
    let message: SessionRevokedMessage | undefined;
    try {
      message = readSessionRevokedMessage(JSON.parse(text));
    } catch {
      return;
    }
    if (message && message.origin !== feed.origin) feed.publish(message.sessionIds, 'remote');
  });
  await sub.subscribe(SESSION_REVOKED_CHANNEL);
  const unsubscribe = feed.subscribe((sessionIds, source) => {
    if (source !== 'local') return;
    const message: SessionRevokedMessage = { sessionIds: [...sessionIds], origin: feed.origin };
    pub.publish(SESSION_REVOKED_CHANNEL, JSON.stringify(message)).catch((error: unknown) => console.error('publishing a session revocation failed', error));
  });
  return {
    async close() {
      unsubscribe();
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
