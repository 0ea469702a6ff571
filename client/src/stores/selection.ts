import type { SelectionKind } from '@arena/schemas';

/** What selection needs to know about an inventory item. */
export interface Selectable {
  id: string;
  selectionKind: SelectionKind;
}

export type ToggleResult =
  | { selected: string[]; refused: null }
  | { selected: string[]; refused: 'INVENTORY.MIXED_KINDS' | 'INVENTORY.BONUS_ITEMS_DISABLED' };

/** The kind of the current selection: the kind of its first item. */
export function selectionKind(
  selected: readonly string[],
  items: ReadonlyMap<string, Selectable>,
): SelectionKind | null {
  for (const id of selected) {
    const item = items.get(id);
    if (item) return item.selectionKind;
  }
  return null;
}

/**
 * docs/product-rules.md §4: selecting toggles an item in or out; items of different kinds (real, bonus, real+bonus)
 * are never selected together. `onlyReal` is the real-items-only route flag.
 */
export function toggleSelection(
  selected: readonly string[],
  item: Selectable,
  items: ReadonlyMap<string, Selectable>,
  onlyReal = false,
): ToggleResult {
  if (selected.includes(item.id)) return { selected: selected.filter((id) => id !== item.id), refused: null };
  if (onlyReal && item.selectionKind !== 'REAL')
    return { selected: [...selected], refused: 'INVENTORY.BONUS_ITEMS_DISABLED' };
  const kind = selectionKind(selected, items);
  if (kind !== null && kind !== item.selectionKind)
    return { selected: [...selected], refused: 'INVENTORY.MIXED_KINDS' };
  return { selected: [...selected, item.id], refused: null };
}

/** Opening the shop deselects items of a kind other than the first selected item's, and items that are gone. */
export function keepFirstKind(selected: readonly string[], items: ReadonlyMap<string, Selectable>): string[] {
  const kind = selectionKind(selected, items);
  return selected.filter((id) => items.get(id)?.selectionKind === kind);
}
