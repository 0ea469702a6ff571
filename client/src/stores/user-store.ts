import { makeAutoObservable, runInAction } from 'mobx';
import type { TradeLinkAnswer, UserStateAnswer } from '@arena/schemas';
import type { ApiClient } from '../transport/api-client';

/**
 * How often the balance is re-read while signed in and the page is in view; money actions refresh it at once. A
 * hidden tab (a phone with the browser in the background) skips the reads and catches up when shown.
 */
export const BALANCE_POLL_MS = 15_000;

/** The signed-in player's state (spec section 3) with a live balance. */
export class UserStore {
  state: UserStateAnswer | null = null;
  loading = false;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly api: Pick<ApiClient, 'get' | 'put'>,
    private readonly pageVisible: () => boolean = () => true,
  ) {
    makeAutoObservable<UserStore, 'api' | 'timer' | 'pageVisible'>(this, {
      api: false,
      timer: false,
      pageVisible: false,
    });
  }

  get balanceCents(): number {
    return this.state?.balanceCents ?? 0;
  }

  get bonusBalanceCents(): number {
    return this.state?.bonusBalanceCents ?? 0;
  }

  async refresh(): Promise<UserStateAnswer> {
    this.loading = true;
    try {
      const state = await this.api.get<UserStateAnswer>('/users/current');
      runInAction(() => {
        this.state = state;
      });
      return state;
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Saves the Steam trade link on the server (it checks the format); an empty link removes it. */
  async saveTradeLink(link: string): Promise<string | null> {
    const answer = await this.api.put<TradeLinkAnswer>('/users/current/trade-link', { tradeLink: link.trim() });
    runInAction(() => {
      if (this.state) this.state = { ...this.state, tradeLink: answer.tradeLink };
    });
    return answer.tradeLink;
  }

  /** A balance pushed by another channel (a game room) wins over the last poll. */
  setBalance(balanceCents: number, bonusBalanceCents?: number): void {
    if (!this.state) return;
    this.state = {
      ...this.state,
      balanceCents,
      balanceUsd: balanceCents / 100,
      ...(bonusBalanceCents === undefined ? {} : { bonusBalanceCents, bonusBalanceUsd: bonusBalanceCents / 100 }),
    };
  }

  clear(): void {
    this.state = null;
    this.stopPolling();
  }

  startPolling(): void {
    this.timer ??= setInterval(() => {
      if (this.pageVisible()) void this.refresh().catch(() => undefined);
    }, BALANCE_POLL_MS);
  }

  /** The page came back into view: read the balance the hidden tab skipped (only while polling, i.e. signed in). */
  pageShown(): void {
    if (this.timer) void this.refresh().catch(() => undefined);
  }

  stopPolling(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
