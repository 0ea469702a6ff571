import { makeAutoObservable, runInAction } from 'mobx';
import type { BonusClaimAnswer, BonusStatusAnswer } from '@arena/schemas';
import { ApiError } from '../../../transport/api-error';

export interface FanApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}

const asApiError = (error: unknown) => (error instanceof ApiError ? error : new ApiError(null, [], 0));

/** The fan bonus widget: the brand, the approved avatars, what the player's account misses, and the claim. */
export class FanBonusStore {
  fan: BonusStatusAnswer['fan'] | null = null;
  busy = false;
  error: ApiError | null = null;
  paid: BonusClaimAnswer | null = null;

  constructor(private readonly api: FanApi) {
    makeAutoObservable<this, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    try {
      const status = await this.api.get<BonusStatusAnswer>('/bonus/status');
      runInAction(() => (this.fan = status.fan));
    } catch (error) {
      runInAction(() => (this.error = asApiError(error)));
    }
  }

  isOpen(nowMs: number): boolean {
    return this.fan !== null && (this.fan.nextAt === null || this.fan.nextAt <= nowMs);
  }

  /** The claim would pay: the period is open and the account meets every condition (nothing in `reasons`). */
  canClaim(nowMs: number): boolean {
    return this.isOpen(nowMs) && this.fan !== null && this.fan.reasons.length === 0;
  }

  /** True when paid (the caller refreshes the balance). */
  async claim(): Promise<boolean> {
    this.busy = true;
    this.error = null;
    try {
      const paid = await this.api.post<BonusClaimAnswer>('/bonus/fan/claim', {});
      runInAction(() => {
        this.paid = paid;
        if (this.fan) this.fan = { ...this.fan, nextAt: paid.nextAt };
      });
      return true;
    } catch (error) {
      runInAction(() => (this.error = asApiError(error)));
      await this.load();
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
