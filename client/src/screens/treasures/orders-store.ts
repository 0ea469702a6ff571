import { makeAutoObservable, runInAction } from 'mobx';
import type { TreasureOrder, TreasureOrderBody, TreasureOrdersAnswer } from '@arena/schemas';
import type { ApiError } from '../../transport/api-error';
import { RetryKey } from '../../transport/retry-key';
import { type TreasuresStoreDeps, asApiError } from './treasures-store';

export type OrdersScope = 'market' | 'mine';

/**
 * /treasures/orders and /treasures/orders/{id}: the market (open orders) or my orders, a page at a time, creating an
 * order (one Idempotency-Key per action), one order's page, accepting and removing.
 */
export class OrdersStore {
  scope: OrdersScope = 'market';
  page = 1;
  list: TreasureOrdersAnswer | null = null;
  order: TreasureOrder | null = null;
  loadError: ApiError | null = null;
  actionError: ApiError | null = null;
  busy = false;
  /** What the last action did, for the screen's notice. */
  done: 'created' | 'accepted' | 'removed' | null = null;
  private readonly createKey = new RetryKey();

  constructor(private readonly deps: TreasuresStoreDeps) {
    makeAutoObservable<this, 'deps' | 'createKey'>(this, { deps: false, createKey: false });
  }

  async loadList(scope: OrdersScope = this.scope, page = 1): Promise<void> {
    this.scope = scope;
    this.page = page;
    try {
      const list = await this.deps.api.get<TreasureOrdersAnswer>('/treasures/orders', { query: { scope, page } });
      runInAction(() => {
        if (this.scope !== scope || this.page !== page) return;
        this.list = list;
        this.loadError = null;
      });
    } catch (error) {
      runInAction(() => (this.loadError = asApiError(error)));
    }
  }

  async loadOrder(id: string): Promise<void> {
    if (this.order?.id !== id) this.order = null;
    try {
      const order = await this.deps.api.get<TreasureOrder>(`/treasures/orders/${id}`);
      runInAction(() => {
        this.order = order;
        this.loadError = null;
      });
    } catch (error) {
      runInAction(() => (this.loadError = asApiError(error)));
    }
  }

  /** Creates an order; answers it (the screen opens its page), or null when refused. */
  async create(body: TreasureOrderBody): Promise<TreasureOrder | null> {
    return this.run('created', () =>
      this.createKey.run(body, (key) =>
        this.deps.api.post<TreasureOrder>('/treasures/orders', body, { idempotencyKey: key }),
      ),
    );
  }

  async accept(id: string): Promise<void> {
    await this.run('accepted', () => this.deps.api.post<TreasureOrder>(`/treasures/orders/${id}/accept`, {}));
  }

  async remove(id: string): Promise<void> {
    await this.run('removed', () => this.deps.api.post<TreasureOrder>(`/treasures/orders/${id}/remove`, {}));
  }

  clearNotice(): void {
    this.done = null;
    this.actionError = null;
  }

  private async run(
    done: NonNullable<OrdersStore['done']>,
    call: () => Promise<TreasureOrder>,
  ): Promise<TreasureOrder | null> {
    this.busy = true;
    this.actionError = null;
    this.done = null;
    try {
      const order = await call();
      runInAction(() => {
        this.order = order;
        this.done = done;
      });
      if (done === 'accepted') this.deps.balanceChanged();
      return order;
    } catch (error) {
      runInAction(() => (this.actionError = asApiError(error)));
      return null;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
