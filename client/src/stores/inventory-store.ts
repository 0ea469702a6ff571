import { makeAutoObservable, runInAction } from 'mobx';
import type { InventoryAnswer, InventoryItemAnswer, ShopOperationAnswer } from '@arena/schemas';
import type { ApiClient } from '../transport/api-client';
import { keepFirstKind, selectionKind, toggleSelection } from './selection';

/** The player's skins and the current selection (used by the shop, withdrawals and games). */
export class InventoryStore {
  items: InventoryItemAnswer[] = [];
  selectedIds: string[] = [];
  /** Real stake still to play before bonus skins turn real (the API's WAGER_RULES figure). */
  wagerRemainingCents = 0;
  loaded = false;
  loading = false;

  constructor(private readonly api: Pick<ApiClient, 'get'>) {
    makeAutoObservable<InventoryStore, 'api'>(this, { api: false });
  }

  get byId(): ReadonlyMap<string, InventoryItemAnswer> {
    return new Map(this.items.map((item) => [item.id, item]));
  }

  /** Skins the player can act with now (not held by a bet or a trade). */
  get available(): InventoryItemAnswer[] {
    return this.items.filter((item) => item.status === 'AVAILABLE');
  }

  get selectedItems(): InventoryItemAnswer[] {
    const byId = this.byId;
    return this.selectedIds.flatMap((id) => byId.get(id) ?? []);
  }

  get selectedTotalCents(): number {
    return this.selectedItems.reduce((sum, item) => sum + item.priceCents, 0);
  }

  get selectedKind() {
    return selectionKind(this.selectedIds, this.byId);
  }

  isSelected(id: string): boolean {
    return this.selectedIds.includes(id);
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const answer = await this.api.get<InventoryAnswer>('/inventory');
      runInAction(() => {
        // Newest first: what was just bought or won is on top.
        this.items = [...answer.items].sort((a, b) => b.createdAt - a.createdAt);
        this.wagerRemainingCents = answer.wagerRemainingCents ?? 0;
        this.loaded = true;
        this.selectedIds = this.selectedIds.filter((id) => this.byId.get(id)?.status === 'AVAILABLE');
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Toggles an item; answers the catalogue key of a refusal, or null. */
  toggle(id: string, onlyReal = false): string | null {
    if (this.isSelected(id)) {
      this.selectedIds = this.selectedIds.filter((selected) => selected !== id);
      return null;
    }
    const item = this.byId.get(id);
    if (!item || item.status !== 'AVAILABLE') return 'INVENTORY.ITEM_LOCKED';
    const result = toggleSelection(this.selectedIds, item, this.byId, onlyReal);
    this.selectedIds = result.selected;
    return result.refused;
  }

  /** docs/product-rules.md §4: opening the shop keeps only the first selected item's kind. */
  keepFirstKind(): boolean {
    const kept = keepFirstKind(this.selectedIds, this.byId);
    const changed = kept.length !== this.selectedIds.length;
    this.selectedIds = kept;
    return changed;
  }

  clearSelection(): void {
    this.selectedIds = [];
  }

  /** A shop operation's answer: skins given away leave, skins received arrive. */
  applyOperation(answer: Pick<ShopOperationAnswer, 'items' | 'removedItemIds'>): void {
    const removed = new Set(answer.removedItemIds);
    this.items = [...answer.items, ...this.items.filter((item) => !removed.has(item.id))];
    this.selectedIds = this.selectedIds.filter((id) => !removed.has(id));
  }

  clear(): void {
    this.items = [];
    this.selectedIds = [];
    this.loaded = false;
  }
}
