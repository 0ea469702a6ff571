import { makeAutoObservable, runInAction } from 'mobx';
import type { ItemHistoryAnswer, TransactionListAnswer } from '@arena/schemas';
import type { ApiClient } from '../transport/api-client';

export const HISTORY_PAGE_SIZE = 20;

/** The signed-in player's transactions and item history, one page at a time. */
export class ProfileStore {
  transactions: TransactionListAnswer | null = null;
  itemHistory: ItemHistoryAnswer | null = null;
  error: unknown = null;

  constructor(private readonly api: Pick<ApiClient, 'get'>) {
    makeAutoObservable<ProfileStore, 'api'>(this, { api: false });
  }

  async loadTransactions(page = 1): Promise<void> {
    try {
      const answer = await this.api.get<TransactionListAnswer>('/users/current/transactions', {
        query: { page, pageSize: HISTORY_PAGE_SIZE },
      });
      runInAction(() => {
        this.transactions = answer;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        this.error = error;
      });
    }
  }

  async loadItemHistory(page = 1): Promise<void> {
    try {
      const answer = await this.api.get<ItemHistoryAnswer>('/users/current/items/history', {
        query: { page, pageSize: HISTORY_PAGE_SIZE },
      });
      runInAction(() => {
        this.itemHistory = answer;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        this.error = error;
      });
    }
  }

  clear(): void {
    this.transactions = null;
    this.itemHistory = null;
    this.error = null;
  }
}
