import { makeAutoObservable, runInAction } from 'mobx';
import type { TradeLinkAnswer, UserStateAnswer } from '@arena/schemas';
import type { ApiClient } from '../transport/api-client';

/**
 * How often the balance is re-read while signed in and the page is in view; money actions refresh it at once. A
 * hidden tab (a phone with the browser in the background) skips the reads and catches up when shown.
 */
export const BALANCE_POLL_MS = 15_000;

/** The signed-in player's state (docs/product-rules.md §3) with a live balance. */
export class UserStore {
  state: UserStateAnswer | null = null;
  loading = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Balances pushed so far: a read that was in flight across a push answers with the older balance. */
  private pushes = 0;

  constructor(
    private readonly api: Pick<ApiClient, 'get' | 'put'>,
    private readonly pageVisible: () => boolean = () => true,
  ) {
    makeAutoObservable<UserStore, 'api' | 'timer' | 'pageVisible' | 'pushes'>(this, {
      api: false,
      timer: false,
      pageVisible: false,
      pushes: false,
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
    const pushesBefore = this.pushes;
    try {
      const state = await this.api.get<UserStateAnswer>('/users/current');
      runInAction(() => {
        const pushed = this.state;
        // A room pushed a balance while this read was in flight (a win paid as the poll went out): the read's balance
        // is the older one, and showing it would take the win back off the header until the next poll.
        this.state =
          this.pushes === pushesBefore || !pushed
            ? state
            : {
                ...state,
                balanceCents: pushed.balanceCents,
                balanceUsd: pushed.balanceUsd,
                bonusBalanceCents: pushed.bonusBalanceCents,
                bonusBalanceUsd: pushed.bonusBalanceUsd,
              };
      });
      return this.state!;
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
    this.pushes++;
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
