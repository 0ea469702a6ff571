import type { ChatRefusal } from '@arena/schemas';

export interface SpamRules {
  rateCount: number;
  rateWindowMs: number;
  duplicateWindowMs: number;
}

interface Recent {
  /** Times of the sends counted in the window, oldest first. */
  times: number[];
  lastText: string;
  lastTextAt: number;
}

/**
 * Per-user spam limits, pure and in memory (every channel lives in the chat module's one owner process, and one guard
 * serves all of them): at most `rateCount` sends in any `rateWindowMs` whatever the channel, and not the same text
 * twice within `duplicateWindowMs`. A send is counted when it is checked,
 * before any database work, so a burst of concurrent sends cannot slip through together.
 */
export class SpamGuard {
  private readonly users = new Map<string, Recent>();

  constructor(private readonly rules: SpamRules) {}

  /** Refuses or counts one send by `userId` at `now` (ms). `text` is '' for a sticker. */
  admit(userId: string, text: string, now: number): ChatRefusal | null {
    const recent = this.users.get(userId) ?? { times: [], lastText: '', lastTextAt: -Infinity };
    recent.times = recent.times.filter((at) => now - at < this.rules.rateWindowMs);
    const normalized = text.trim().toLowerCase();
    const duplicate =
      normalized !== '' && normalized === recent.lastText && now - recent.lastTextAt < this.rules.duplicateWindowMs;
    if (recent.times.length >= this.rules.rateCount || duplicate) {
      this.users.set(userId, recent);
      return { key: 'CHAT.SPAM_LIMIT', args: [] };
    }
    recent.times.push(now);
    if (normalized !== '') {
      recent.lastText = normalized;
      recent.lastTextAt = now;
    }
    this.users.set(userId, recent);
    return null;
  }

  /** Drops users with nothing left in their window, so the map does not grow with every writer ever seen. */
  sweep(now: number): void {
    const keep = Math.max(this.rules.rateWindowMs, this.rules.duplicateWindowMs);
    for (const [userId, recent] of this.users) {
      const last = Math.max(recent.times.at(-1) ?? -Infinity, recent.lastTextAt);
      if (now - last >= keep) this.users.delete(userId);
    }
  }
}
