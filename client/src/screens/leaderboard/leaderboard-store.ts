import { makeAutoObservable, runInAction } from 'mobx';
import {
  LEADERBOARD_RULES,
  type LeaderboardAnswer,
  type LeaderboardHistoryAnswer,
  type LeaderboardPastPeriod,
} from '@arena/schemas';

export interface LeaderboardStoreDeps {
  api: { get<T>(path: string): Promise<T> };
}

/** How many finished periods the page lists under the standings. */
export const HISTORY_SHOWN = LEADERBOARD_RULES.historyDefault;

/**
 * /leaderboard: the running period (standings, my row, prize table, end time) and the paid periods before it. The
 * server ranks; the page only shows. `load` again when the countdown reaches the end.
 */
export class LeaderboardStore {
  board: LeaderboardAnswer | null = null;
  history: LeaderboardPastPeriod[] = [];
  loading = false;
  /** The last load's failure (shown while there is nothing to show), null once a load succeeds. */
  error: unknown = null;

  constructor(private readonly deps: LeaderboardStoreDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  get prizePoolCents(): number {
    return (this.board?.prizesCents ?? []).reduce((sum, cents) => sum + cents, 0);
  }

  get previous(): LeaderboardPastPeriod | null {
    return this.history[0] ?? null;
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const [board, history] = await Promise.all([
        this.deps.api.get<LeaderboardAnswer>('/leaderboard'),
        this.deps.api.get<LeaderboardHistoryAnswer>(`/leaderboard/history?limit=${HISTORY_SHOWN}`),
      ]);
      runInAction(() => {
        this.board = board;
        this.history = history.periods;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        this.error = error;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }
}
