import { makeAutoObservable, runInAction } from 'mobx';
import type { BetHistoryAnswer, ItemHistoryAnswer, PublicProfileAnswer, TransactionListAnswer } from '@arena/schemas';
import type { ApiClient } from '../transport/api-client';

export const HISTORY_PAGE_SIZE = 20;

/** Whose bets: `null` for the signed-in player, else a user id (the public `/user/{id}`). */
export type BetsOwner = string | null;

/** The signed-in player's transactions and item history, and anyone's bets and public profile, a page at a time. */
export class ProfileStore {
  transactions: TransactionListAnswer | null = null;
  itemHistory: ItemHistoryAnswer | null = null;
  /** The last bets page loaded and whose it is, so one player's bets never show under another's name. */
  bets: { owner: BetsOwner; answer: BetHistoryAnswer } | null = null;
  publicProfile: PublicProfileAnswer | null = null;
  error: unknown = null;
  /** What the screen asked for last: a slower answer for an earlier player is dropped. */
  private wantedBets: BetsOwner = null;
  private wantedProfile: string | null = null;

  constructor(private readonly api: Pick<ApiClient, 'get'>) {
    makeAutoObservable<ProfileStore, 'api' | 'wantedBets' | 'wantedProfile'>(this, {
      api: false,
      wantedBets: false,
      wantedProfile: false,
    });
  }

  async loadTransactions(page = 1): Promise<void> {
    await this.load(
      () =>
        this.api.get<TransactionListAnswer>('/users/current/transactions', {
          query: { page, pageSize: HISTORY_PAGE_SIZE },
        }),
      (answer) => {
        this.transactions = answer;
      },
    );
  }

  async loadItemHistory(page = 1): Promise<void> {
    await this.load(
      () =>
        this.api.get<ItemHistoryAnswer>('/users/current/items/history', {
          query: { page, pageSize: HISTORY_PAGE_SIZE },
        }),
      (answer) => {
        this.itemHistory = answer;
      },
    );
  }

  /** Finished bets of the signed-in player (`owner` null) or of any player by id. */
  async loadBets(owner: BetsOwner, page = 1): Promise<void> {
    this.wantedBets = owner;
    if (this.bets && this.bets.owner !== owner) this.bets = null;
    const path = owner === null ? '/users/current/bets' : `/users/${encodeURIComponent(owner)}/bets`;
    await this.load(
      () => this.api.get<BetHistoryAnswer>(path, { query: { page, pageSize: HISTORY_PAGE_SIZE } }),
      (answer) => {
        if (this.wantedBets === owner) this.bets = { owner, answer };
      },
    );
  }

  betsOf(owner: BetsOwner): BetHistoryAnswer | null {
    return this.bets?.owner === owner ? this.bets.answer : null;
  }

  async loadPublicProfile(userId: string): Promise<void> {
    this.wantedProfile = userId;
    if (this.publicProfile?.id !== userId) {
      this.publicProfile = null;
      this.error = null;
    }
    await this.load(
      () => this.api.get<PublicProfileAnswer>(`/users/${encodeURIComponent(userId)}/profile`),
      (answer) => {
        if (this.wantedProfile === userId) this.publicProfile = answer;
      },
    );
  }

  clear(): void {
    this.transactions = null;
    this.itemHistory = null;
    this.bets = null;
    this.publicProfile = null;
    this.error = null;
  }

  private async load<T>(read: () => Promise<T>, apply: (answer: T) => void): Promise<void> {
    try {
      const answer = await read();
      runInAction(() => {
        apply(answer);
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        this.error = error;
      });
    }
  }
}
