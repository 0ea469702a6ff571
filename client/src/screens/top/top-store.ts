import { makeAutoObservable, runInAction } from 'mobx';
import { TOP_RULES, type TopAnswer, type TopPeriod } from '@arena/schemas';

export interface TopStoreDeps {
  api: { get<T>(path: string): Promise<T> };
}

/** /top: the lists of the chosen period (today, the last 7 days, all time); a late answer for another period is dropped. */
export class TopStore {
  period: TopPeriod = TOP_RULES.defaultPeriod;
  answer: TopAnswer | null = null;
  loading = false;
  error: unknown = null;

  constructor(private readonly deps: TopStoreDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async select(period: TopPeriod): Promise<void> {
    this.period = period;
    await this.load();
  }

  async load(): Promise<void> {
    const period = this.period;
    this.loading = true;
    try {
      const answer = await this.deps.api.get<TopAnswer>(`/top?period=${period}`);
      runInAction(() => {
        if (this.period !== period) return;
        this.answer = answer;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        if (this.period === period) this.error = error;
      });
    } finally {
      runInAction(() => {
        if (this.period === period) this.loading = false;
      });
    }
  }
}
