import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminGiveawayAnswer, GiveawayType } from '@arena/schemas';
import type { ApiClient } from '../../transport/api-client';

type Api = Pick<ApiClient, 'get'>;

export const GIVEAWAY_PAGE_SIZE = 10;

/** The console's Giveaways tab: one type's giveaways at a time, newest first, paged (read-only). */
export class AdminGiveawaysStore {
  type: GiveawayType = 'HOURLY';
  answer: AdminGiveawayAnswer | null = null;

  constructor(private readonly api: Api) {
    makeAutoObservable<AdminGiveawaysStore, 'api'>(this, { api: false });
  }

  async load(type: GiveawayType = this.type, page = 1): Promise<void> {
    if (type !== this.type) this.answer = null;
    this.type = type;
    const answer = await this.api.get<AdminGiveawayAnswer>('/admin/giveaways', {
      query: { type, page, pageSize: GIVEAWAY_PAGE_SIZE },
    });
    runInAction(() => {
      // A slow answer for a type the operator has left is dropped.
      if (this.type === type) this.answer = answer;
    });
  }
}
