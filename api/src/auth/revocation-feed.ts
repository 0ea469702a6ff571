import { randomUUID } from 'node:crypto';

/** The pub/sub channel (Redis, or the game server's Colyseus presence) revoked session ids travel on between processes. */
export const SESSION_REVOKED_CHANNEL = 'arena:session-revoked';

/** What travels on `SESSION_REVOKED_CHANNEL`: the ids, and the process that sent them (so it ignores its own echo). */
export interface SessionRevokedMessage {
  sessionIds: string[];
  origin: string;
}

/** Where an announcement came from: this process's own revocations, or another process's relayed here. */
export type RevocationSource = 'local' | 'remote';
/** A listener may answer a promise (the Redis relay: its publish) that `publish` lets the announcer wait for. */
type Listener = (sessionIds: readonly string[], source: RevocationSource) => unknown;

/** Reads a message off the channel; anything else (another writer, a broken payload) answers undefined. */
export function readSessionRevokedMessage(data: unknown): SessionRevokedMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { sessionIds, origin } = data as Partial<SessionRevokedMessage>;
  if (typeof origin !== 'string' || !Array.isArray(sessionIds)) return undefined;
  if (!sessionIds.every((id) => typeof id === 'string')) return undefined;
  return { sessionIds, origin };
}

/**
 * In-process fan-out of committed revocations (sign-out, sign out everywhere, ban, self-exclusion): the rooms of a
 * game server in this process, the open event streams and the Redis relay listen here, so a revoked session is
 * pushed everywhere at once instead of waiting for a poll. Announce only after the revoking transaction
 * committed: a listener acts on it for good (closes sockets, refuses the session's messages).
 */
export class RevocationFeed {
  /** Names this process on the channel. */
  readonly origin = randomUUID();
  readonly #listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Tells every listener at once; settles when the listeners' own work (a publish to Redis) has, failed or not. */
  publish(sessionIds: readonly string[], source: RevocationSource = 'local'): Promise<void> {
    if (sessionIds.length === 0) return Promise.resolve();
    const pending: Promise<unknown>[] = [];
    for (const listener of [...this.#listeners]) {
      try {
        const result = listener(sessionIds, source);
        if (result instanceof Promise) pending.push(result);
      } catch (error) {
        // One broken listener must not keep the revocation from the others.
        console.error('session revocation listener failed', error);
      }
    }
    return Promise.allSettled(pending).then(() => undefined);
  }
}
