import { describe, expect, it } from 'vitest';
import type { InventoryItemAnswer } from '@arena/schemas';
import { bonusNote } from '../ui/item-badges';
import { InventoryStore } from './inventory-store';

const item = (id: string, patch: Partial<InventoryItemAnswer> = {}): InventoryItemAnswer => ({
  id,
  catalogItemId: 1,
  name: 'M4A4 | Test',
  icon: 'icons/m4.svg',
  iconUrl: '/cdn/icons/m4.svg',
  exterior: 'Minimal Wear',
  color: '#fff',
  rarity: 'Classified',
  type: 'weapon',
  priceCents: 250,
  kind: 'REAL',
  selectionKind: 'REAL',
  status: 'AVAILABLE',
  realItemID: id,
  bonusItemID: null,
  totalGamesCount: 0,
  gamesPlayed: 0,
  alfa: false,
  withdrawable: true,
  expiresAt: null,
  createdAt: 1,
  ...patch,
});

async function storeWith(items: InventoryItemAnswer[]): Promise<InventoryStore> {
  const store = new InventoryStore({ get: async <T>() => ({ items }) as T });
  await store.load();
  return store;
}

describe('InventoryStore', () => {
  it('shows the newest skins first and sums the selection', async () => {
    const store = await storeWith([item('old', { createdAt: 1 }), item('new', { createdAt: 5, priceCents: 100 })]);
    expect(store.items.map((skin) => skin.id)).toEqual(['new', 'old']);
    expect(store.toggle('new')).toBeNull();
    expect(store.toggle('old')).toBeNull();
    expect(store.selectedTotalCents).toBe(350);
    expect(store.selectedKind).toBe('REAL');
  });

  it('refuses locked skins and mixed kinds, but always lets a selected skin go', async () => {
    const store = await storeWith([
      item('r'),
      item('b', { kind: 'BONUS', selectionKind: 'BONUS' }),
      item('bet', { status: 'IN_BET' }),
    ]);
    expect(store.toggle('bet')).toBe('INVENTORY.ITEM_LOCKED');
    expect(store.toggle('r')).toBeNull();
    expect(store.toggle('b')).toBe('INVENTORY.MIXED_KINDS');
    expect(store.selectedIds).toEqual(['r']);
    expect(store.toggle('r')).toBeNull();
    expect(store.selectedIds).toEqual([]);
  });

  it('keeps only the first kind when the shop opens', async () => {
    const store = await storeWith([item('b', { kind: 'BONUS', selectionKind: 'BONUS' }), item('r')]);
    store.selectedIds = ['b', 'r'];
    expect(store.keepFirstKind()).toBe(true);
    expect(store.selectedIds).toEqual(['b']);
    expect(store.keepFirstKind()).toBe(false);
  });

  it('applies a shop answer: given skins leave the list and the selection, received ones arrive first', async () => {
    const store = await storeWith([item('a'), item('b')]);
    store.toggle('a');
    store.applyOperation({ items: [item('c', { createdAt: 9 })], removedItemIds: ['a'] });
    expect(store.items.map((skin) => skin.id)).toEqual(['c', 'b']);
    expect(store.selectedIds).toEqual([]);
  });

  it('keeps the wager still owed, and the note of a bonus skin names it', async () => {
    const bonus = item('b', {
      kind: 'BONUS',
      selectionKind: 'BONUS',
      totalGamesCount: 3,
      gamesPlayed: 3,
      withdrawable: false,
    });
    const store = new InventoryStore({ get: async <T>() => ({ items: [bonus], wagerRemainingCents: 199_70 }) as T });
    await store.load();
    expect(store.wagerRemainingCents).toBe(199_70);
    const t = ((key: string, options?: { amount?: string }) =>
      options?.amount ? `${key}:${options.amount}` : key) as never;
    expect(bonusNote(bonus, t, () => 'later', '$199.70')).toBe('shop.bonusWager:$199.70');
    expect(bonusNote(bonus, t, () => 'later')).toBeUndefined();
    expect((await storeWith([bonus])).wagerRemainingCents).toBe(0);
  });
});
