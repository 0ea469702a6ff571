import { makeAutoObservable, runInAction } from 'mobx';
import {
  TREASURE_RULES,
  type TreasureActivationAnswer,
  type TreasureCard,
  type TreasureCollection,
  type TreasureMegaAnswer,
  type TreasureUpgradeAnswer,
  type TreasuresAnswer,
} from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { RetryKey } from '../../transport/retry-key';

export interface TreasuresApi {
  get<T>(path: string, options?: { query?: Record<string, string | number> }): Promise<T>;
  post<T>(path: string, body: unknown, options?: { idempotencyKey?: string }): Promise<T>;
}

export interface TreasuresStoreDeps {
  api: TreasuresApi;
  /** A prize or a sale moved money: the user store re-reads the balance. */
  balanceChanged(): void;
}

export type TreasureNotice =
  | { kind: 'activated'; answer: TreasureActivationAnswer }
  | { kind: 'upgraded'; answer: TreasureUpgradeAnswer }
  | { kind: 'mega'; answer: TreasureMegaAnswer };

/** The collection shown first: the season on now, else the newest. */
export function pickCollection(collections: readonly TreasureCollection[]): TreasureCollection | undefined {
  return collections.find((c) => c.status === 'ACTIVE') ?? collections[0];
}

export const asApiError = (error: unknown): ApiError =>
  error instanceof ApiError ? error : new ApiError('GLOBAL.INTERNAL_ERROR', [], 0);

/**
 * /treasures: the collections, my cards per treasure, activation, upgrade (3 cards of one treasure) and the Mega
 * Treasure. The server decides every rule; a refusal is kept as `actionError` for the screen to show.
 */
export class TreasuresStore {
  overview: TreasuresAnswer | null = null;
  selectedId: number | null = null;
  loading = false;
  loadError: ApiError | null = null;
  actionError: ApiError | null = null;
  busy: string | null = null;
  notice: TreasureNotice | null = null;
  private readonly upgradeKey = new RetryKey();

  constructor(private readonly deps: TreasuresStoreDeps) {
    makeAutoObservable<this, 'deps' | 'upgradeKey'>(this, { deps: false, upgradeKey: false });
  }

  get collections(): TreasureCollection[] {
    return this.overview?.collections ?? [];
  }

  get selected(): TreasureCollection | undefined {
    return this.collections.find((c) => c.id === this.selectedId) ?? pickCollection(this.collections);
  }

  get cards(): TreasureCard[] {
    return this.overview?.cards ?? [];
  }

  /** My cards in hand of one treasure, oldest first (the one activated or upgraded first). */
  available(treasureId: number): TreasureCard[] {
    return this.cards.filter((c) => c.treasureId === treasureId && c.status === 'AVAILABLE');
  }

  listed(treasureId: number): TreasureCard[] {
    return this.cards.filter((c) => c.treasureId === treasureId && c.status === 'LISTED');
  }

  /** One card of each treasure in hand: the Mega Treasure can be claimed. */
  hasFullSet(collection: TreasureCollection): boolean {
    return collection.treasures.every((t) => this.available(t.id).length > 0);
  }

  canUpgrade(treasureId: number): boolean {
    return this.available(treasureId).length >= TREASURE_RULES.upgradeCards;
  }

  select(collectionId: number): void {
    this.selectedId = collectionId;
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const overview = await this.deps.api.get<TreasuresAnswer>('/treasures');
      runInAction(() => {
        this.overview = overview;
        this.loadError = null;
      });
    } catch (error) {
      runInAction(() => (this.loadError = asApiError(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async activate(treasureId: number): Promise<void> {
    const card = this.available(treasureId)[0];
    if (!card) return;
    await this.act(`activate:${treasureId}`, async () => {
      const answer = await this.deps.api.post<TreasureActivationAnswer>(`/treasures/cards/${card.id}/activate`, {});
      return { kind: 'activated', answer };
    });
  }

  async upgrade(treasureId: number): Promise<void> {
    const cardIds = this.available(treasureId)
      .slice(0, TREASURE_RULES.upgradeCards)
      .map((c) => c.id);
    if (cardIds.length < TREASURE_RULES.upgradeCards) return;
    const body = { cardIds };
    await this.act(`upgrade:${treasureId}`, async () => {
      const answer = await this.upgradeKey.run(body, (key) =>
        this.deps.api.post<TreasureUpgradeAnswer>('/treasures/upgrade', body, { idempotencyKey: key }),
      );
      return { kind: 'upgraded', answer };
    });
  }

  async claimMega(collectionId: number): Promise<void> {
    await this.act(`mega:${collectionId}`, async () => {
      const answer = await this.deps.api.post<TreasureMegaAnswer>(`/treasures/collections/${collectionId}/mega`, {});
      return { kind: 'mega', answer };
    });
  }

  private async act(busy: string, call: () => Promise<TreasureNotice>): Promise<void> {
    this.busy = busy;
    this.actionError = null;
    this.notice = null;
    try {
      const notice = await call();
      runInAction(() => (this.notice = notice));
      this.deps.balanceChanged();
      await this.load();
    } catch (error) {
      runInAction(() => (this.actionError = asApiError(error)));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }
}
