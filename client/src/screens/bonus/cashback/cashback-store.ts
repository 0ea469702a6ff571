import { makeAutoObservable, runInAction } from 'mobx';
import type { CashbackAnswer, CashbackClaimAnswer, CashbackReward } from '@arena/schemas';
import { ApiError } from '../../../transport/api-error';

export interface CashbackStoreDeps {
  api: {
    get<T>(path: string): Promise<T>;
    post<T>(path: string, body: unknown): Promise<T>;
  };
  /** The bonus balance after a claim, for the header to show at once. */
  onBonusBalance(cents: number): void;
}

const asApiError = (error: unknown) => (error instanceof ApiError ? error : new ApiError(null, [], 0));

/** The cashback widget of /bonus: my level, rate and progress, and claiming a week (the server decides everything). */
export class CashbackStore {
  summary: CashbackAnswer | null = null;
  loadError: ApiError | null = null;
  claiming: number | null = null;
  claimError: ApiError | null = null;
  lastClaimed: CashbackReward | null = null;

  constructor(private readonly deps: CashbackStoreDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    try {
      const summary = await this.deps.api.get<CashbackAnswer>('/cashback');
      runInAction(() => {
        this.summary = summary;
        this.loadError = null;
      });
    } catch (error) {
      runInAction(() => (this.loadError = asApiError(error)));
    }
  }

  async claim(rewardId: number): Promise<void> {
    this.claiming = rewardId;
    this.claimError = null;
    try {
      const answer = await this.deps.api.post<CashbackClaimAnswer>(`/cashback/${rewardId}/claim`, {});
      runInAction(() => (this.lastClaimed = answer.reward));
      this.deps.onBonusBalance(answer.bonusBalanceCents);
    } catch (error) {
      runInAction(() => (this.claimError = asApiError(error)));
    } finally {
      runInAction(() => (this.claiming = null));
    }
    await this.load();
  }

  /** How far this week's deposits went toward the next level step (0-100); 100 when next week is at the top. */
  get progressPercent(): number {
    const summary = this.summary;
    if (!summary) return 0;
    if (summary.nextLevelNeedsCents === null) return 100;
    return Math.round(((summary.levelStepCents - summary.nextLevelNeedsCents) / summary.levelStepCents) * 100);
  }

  /** The level one more step this week brings next week. */
  get nextStepLevel(): number | null {
    const summary = this.summary;
    if (!summary || summary.nextLevelNeedsCents === null) return null;
    return Math.min(
      summary.maxLevel,
      summary.level + Math.floor(summary.depositedThisWeekCents / summary.levelStepCents) + 1,
    );
  }
}
