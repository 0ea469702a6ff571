import { makeAutoObservable, runInAction } from 'mobx';
import type { BonusClaimAnswer, BonusStatusAnswer, CaptchaChallengeAnswer } from '@arena/schemas';
import { ApiError } from '../../../transport/api-error';

export interface BonusApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}

const asApiError = (error: unknown) => (error instanceof ApiError ? error : new ApiError(null, [], 0));

/**
 * The daily bonus widget: when it opens, the captcha question (asked for only when the player wants it), the
 * answer as typed, and the claim. The server decides everything; a refusal is kept for the widget to translate.
 */
export class DailyBonusStore {
  daily: BonusStatusAnswer['daily'] | null = null;
  challenge: CaptchaChallengeAnswer | null = null;
  answer = '';
  busy = false;
  error: ApiError | null = null;
  paid: BonusClaimAnswer | null = null;

  constructor(private readonly api: BonusApi) {
    makeAutoObservable<this, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    try {
      const status = await this.api.get<BonusStatusAnswer>('/bonus/status');
      runInAction(() => (this.daily = status.daily));
    } catch (error) {
      runInAction(() => (this.error = asApiError(error)));
    }
  }

  /** Open at `nowMs` (no claim in the last 24 h, or the wait is over). */
  isOpen(nowMs: number): boolean {
    return this.daily !== null && (this.daily.nextAt === null || this.daily.nextAt <= nowMs);
  }

  setAnswer(answer: string): void {
    this.answer = answer;
  }

  async ask(): Promise<void> {
    await this.run(async () => {
      const challenge = await this.api.post<CaptchaChallengeAnswer>('/bonus/daily/captcha', {});
      runInAction(() => {
        this.challenge = challenge;
        this.answer = '';
      });
    });
  }

  /** True when the bonus was paid (the caller refreshes the balance). */
  async claim(): Promise<boolean> {
    const challenge = this.challenge;
    if (!challenge) return false;
    let paid = false;
    await this.run(async () => {
      try {
        const answer = await this.api.post<BonusClaimAnswer>('/bonus/daily/claim', {
          token: challenge.token,
          answer: this.answer,
        });
        runInAction(() => {
          this.paid = answer;
          if (this.daily) this.daily = { ...this.daily, nextAt: answer.nextAt };
        });
        paid = true;
      } finally {
        // A challenge is answered once, right or wrong: the next try needs a new question.
        runInAction(() => {
          this.challenge = null;
          this.answer = '';
        });
      }
    });
    if (!paid) await this.load();
    return paid;
  }

  private async run(work: () => Promise<void>): Promise<void> {
    this.busy = true;
    this.error = null;
    try {
      await work();
    } catch (error) {
      runInAction(() => (this.error = asApiError(error)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
