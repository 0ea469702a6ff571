import type { SupportEvent } from '@arena/schemas';

type Listener = (event: SupportEvent) => void;

/**
 * In-process fan-out of thread changes to the player's open event streams. Agents reply through the API, so in the
 * one API process of both layouts (embedded and Postgres) every change passes here; a stream that misses one (a
 * second API process) is covered by the widget re-reading the thread when its stream reconnects and by its poll.
 */
export class SupportHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  subscribe(userId: string, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(userId);
      current?.delete(listener);
      if (current?.size === 0) this.listeners.delete(userId);
    };
  }

  publish(userId: string, event: SupportEvent): void {
    for (const listener of [...(this.listeners.get(userId) ?? [])]) {
      try {
        listener(event);
      } catch {
        // A broken stream must not stop the others; its own close handler unsubscribes it.
      }
    }
  }

  /** Open streams (tests and metrics). */
  size(userId?: string): number {
    if (userId !== undefined) return this.listeners.get(userId)?.size ?? 0;
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }
}
