import { ApiError } from './api-error';
import { newIdempotencyKey } from './api-client';

/**
 * One idempotency key per user action. Pressing the button again with the same content after a lost answer
 * (no response or a 5xx) is a retry and reuses the key, so the server applies the action at most once. A
 * success or a refusal (4xx) ends the action; the next press is a new action with a new key.
 */
export class RetryKey {
  private pending: { body: string; key: string } | null = null;

  constructor(private readonly generate: () => string = newIdempotencyKey) {}

  keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.pending?.body !== text) this.pending = { body: text, key: this.generate() };
    return this.pending.key;
  }

  settle(error?: unknown): void {
    const unanswered = error instanceof ApiError && (error.status === 0 || error.status >= 500);
    if (!unanswered) this.pending = null;
  }

  /** Runs `call` with the action's key and settles it by the outcome. */
  async run<T>(body: unknown, call: (key: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(body);
    try {
      const result = await call(key);
      this.settle();
      return result;
    } catch (error) {
      this.settle(error);
      throw error;
    }
  }
}
