import { makeAutoObservable, runInAction } from 'mobx';
import { SHOP_RULES, type ItemExterior, type ItemType, type ShopItemAnswer, type ShopListAnswer } from '@arena/schemas';
import type { ApiClient } from '../transport/api-client';

export interface ShopFilters {
  type: ItemType | null;
  exterior: ItemExterior | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  q: string;
}

export const EMPTY_FILTERS: ShopFilters = {
  type: null,
  exterior: null,
  minPriceCents: null,
  maxPriceCents: null,
  q: '',
};
export const SHOP_PAGE_SIZE = 48;

/** The shop listing with its filters, and the catalog items picked to buy or to receive in a swap. */
export class ShopStore {
  filters: ShopFilters = { ...EMPTY_FILTERS };
  page = 1;
  list: ShopListAnswer | null = null;
  loading = false;
  error: unknown = null;
  /** Picked catalog items, kept whole so the cart survives paging and filtering. */
  picked: ShopItemAnswer[] = [];
  private requestSeq = 0;

  constructor(private readonly api: Pick<ApiClient, 'get'>) {
    makeAutoObservable<ShopStore, 'api' | 'requestSeq'>(this, { api: false, requestSeq: false });
  }

  get pages(): number {
    return this.list ? Math.max(1, Math.ceil(this.list.total / this.list.pageSize)) : 1;
  }

  get pickedTotalCents(): number {
    return this.picked.reduce((sum, item) => sum + item.priceCents, 0);
  }

  isPicked(id: number): boolean {
    return this.picked.some((item) => item.id === id);
  }

  /** Toggles a catalog item; false when the operation limit is reached. */
  togglePick(item: ShopItemAnswer): boolean {
    if (this.isPicked(item.id)) {
      this.picked = this.picked.filter((picked) => picked.id !== item.id);
      return true;
    }
    if (this.picked.length >= SHOP_RULES.maxItemsPerOperation) return false;
    this.picked = [...this.picked, item];
    return true;
  }

  clearPicked(): void {
    this.picked = [];
  }

  setFilters(patch: Partial<ShopFilters>): void {
    this.filters = { ...this.filters, ...patch };
    this.page = 1;
  }

  resetFilters(): void {
    this.filters = { ...EMPTY_FILTERS };
    this.page = 1;
  }

  setPage(page: number): void {
    this.page = Math.min(Math.max(1, page), this.pages);
  }

  /** Only the answer to the latest request is shown, however the responses are ordered. */
  async load(): Promise<void> {
    const seq = ++this.requestSeq;
    this.loading = true;
    const { type, exterior, minPriceCents, maxPriceCents, q } = this.filters;
    try {
      const list = await this.api.get<ShopListAnswer>('/shop', {
        query: { type, exterior, minPriceCents, maxPriceCents, q: q.trim(), page: this.page, pageSize: SHOP_PAGE_SIZE },
      });
      runInAction(() => {
        if (seq !== this.requestSeq) return;
        this.list = list;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        if (seq === this.requestSeq) this.error = error;
      });
    } finally {
      runInAction(() => {
        if (seq === this.requestSeq) this.loading = false;
      });
    }
  }
}
