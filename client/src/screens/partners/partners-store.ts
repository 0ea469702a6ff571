import { makeAutoObservable, runInAction } from 'mobx';
import type { PartnersStatsAnswer, ReferralAnswer, ReferralCodeAnswer, ReferralListAnswer } from '@arena/schemas';
import type { ApiClient } from '../../transport/api-client';

export const REFERRALS_PAGE_SIZE = 10;

/**
 * /partners and the /bonus referral widget: my code and earnings (`GET /referral`), the affiliate stats
 * (`GET /partners/stats`), one page of my referrals, and changing my code. The server decides; errors are kept for
 * the screen to show.
 */
export class PartnersStore {
  summary: ReferralAnswer | null = null;
  stats: PartnersStatsAnswer | null = null;
  referrals: ReferralListAnswer | null = null;
  page = 1;
  error: unknown = null;
  codeError: unknown = null;
  savingCode = false;

  constructor(private readonly api: Pick<ApiClient, 'get' | 'put'>) {
    makeAutoObservable<this, 'api'>(this, { api: false });
  }

  get pages(): number {
    return this.referrals ? Math.max(1, Math.ceil(this.referrals.total / this.referrals.pageSize)) : 1;
  }

  async loadSummary(): Promise<void> {
    try {
      const summary = await this.api.get<ReferralAnswer>('/referral');
      runInAction(() => {
        this.summary = summary;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => (this.error = error));
    }
  }

  /** Everything /partners shows. */
  async loadAll(): Promise<void> {
    try {
      const [summary, stats, referrals] = await Promise.all([
        this.api.get<ReferralAnswer>('/referral'),
        this.api.get<PartnersStatsAnswer>('/partners/stats'),
        this.api.get<ReferralListAnswer>('/referral/referrals', {
          query: { page: this.page, pageSize: REFERRALS_PAGE_SIZE },
        }),
      ]);
      runInAction(() => {
        this.summary = summary;
        this.stats = stats;
        this.referrals = referrals;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => (this.error = error));
    }
  }

  async setPage(page: number): Promise<void> {
    this.page = page;
    try {
      const answer = await this.api.get<ReferralListAnswer>('/referral/referrals', {
        query: { page, pageSize: REFERRALS_PAGE_SIZE },
      });
      runInAction(() => {
        // A later click won the race: its page is the one to show.
        if (this.page === page) this.referrals = answer;
      });
    } catch (error) {
      runInAction(() => (this.error = error));
    }
  }

  /** Answers whether the code was saved. */
  async changeCode(code: string): Promise<boolean> {
    this.savingCode = true;
    this.codeError = null;
    try {
      const answer = await this.api.put<ReferralCodeAnswer>('/referral/code', { code });
      runInAction(() => {
        if (this.summary) this.summary = { ...this.summary, code: answer.code };
      });
      return true;
    } catch (error) {
      runInAction(() => (this.codeError = error));
      return false;
    } finally {
      runInAction(() => (this.savingCode = false));
    }
  }
}
