import { makeAutoObservable, runInAction } from 'mobx';
import type { PromocodeRedeemAnswer } from '@arena/schemas';
import { ApiError } from '../../../transport/api-error';
import { RetryKey } from '../../../transport/retry-key';

export interface PromocodeStoreDeps {
  api: { post<T>(path: string, body: unknown, options?: { idempotencyKey?: string }): Promise<T> };
  /** The balance the activation answered with (the header shows it at once). */
  setBalance(realCents: number, bonusCents: number): void;
  /** Something else changed (a skin arrived, an account got linked): re-read what shows it. */
  refresh(answer: PromocodeRedeemAnswer): Promise<void> | void;
}

const asApiError = (error: unknown) => (error instanceof ApiError ? error : new ApiError(null, [], 0));

/**
 * The /bonus promocode box: the typed code, the activation call (one Idempotency-Key per attempt; pressing again
 * after a lost answer retries with the same key, so a code is never used twice by a flaky network), and what came
 * back: the grant, a referral link, or the refusal to translate.
 */
export class PromocodeStore {
  code = '';
  busy = false;
  answer: PromocodeRedeemAnswer | null = null;
  error: ApiError | null = null;
  private readonly retry: RetryKey;

  constructor(
    private readonly deps: PromocodeStoreDeps,
    generateKey?: () => string,
  ) {
    this.retry = new RetryKey(generateKey);
    makeAutoObservable<this, 'deps' | 'retry'>(this, { deps: false, retry: false });
  }

  setCode(code: string): void {
    this.code = code;
    this.error = null;
  }

  get canSubmit(): boolean {
    return !this.busy && this.code.trim().length > 0;
  }

  async redeem(): Promise<void> {
    if (!this.canSubmit) return;
    const body = { code: this.code.trim() };
    this.busy = true;
    this.error = null;
    this.answer = null;
    try {
      const answer = await this.retry.run(body, (key) =>
        this.deps.api.post<PromocodeRedeemAnswer>('/bonus/promocode', body, { idempotencyKey: key }),
      );
      runInAction(() => {
        this.answer = answer;
        this.code = '';
      });
      if (answer.kind === 'PROMOCODE') this.deps.setBalance(answer.balance.realCents, answer.balance.bonusCents);
      await this.deps.refresh(answer);
    } catch (error) {
      runInAction(() => (this.error = asApiError(error)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
