import { describe, expect, it } from 'vitest';
import { keepFirstKind, selectionKind, toggleSelection, type Selectable } from './selection';

const items = new Map<string, Selectable>(
  [
    { id: 'r1', selectionKind: 'REAL' },
    { id: 'r2', selectionKind: 'REAL' },
    { id: 'b1', selectionKind: 'BONUS' },
    { id: 'rb1', selectionKind: 'REAL_BONUS' },
  ].map((item) => [item.id, item as Selectable]),
);
const item = (id: string) => items.get(id)!;

describe('toggleSelection', () => {
  it('adds and removes the same item', () => {
    const once = toggleSelection([], item('r1'), items);
    expect(once).toEqual({ selected: ['r1'], refused: null });
    expect(toggleSelection(once.selected, item('r1'), items)).toEqual({ selected: [], refused: null });
  });

  it('adds items of the same kind', () => {
    expect(toggleSelection(['r1'], item('r2'), items)).toEqual({ selected: ['r1', 'r2'], refused: null });
  });

  it('refuses to mix real, bonus and real+bonus items', () => {
    expect(toggleSelection(['r1'], item('b1'), items)).toEqual({ selected: ['r1'], refused: 'INVENTORY.MIXED_KINDS' });
    expect(toggleSelection(['b1'], item('rb1'), items)).toEqual({ selected: ['b1'], refused: 'INVENTORY.MIXED_KINDS' });
    expect(toggleSelection(['rb1'], item('r2'), items)).toEqual({
      selected: ['rb1'],
      refused: 'INVENTORY.MIXED_KINDS',
    });
  });

  it('refuses anything but real items on real-items-only routes, yet still lets one deselect', () => {
    expect(toggleSelection([], item('b1'), items, true)).toEqual({
      selected: [],
      refused: 'INVENTORY.BONUS_ITEMS_DISABLED',
    });
    expect(toggleSelection(['b1'], item('b1'), items, true)).toEqual({ selected: [], refused: null });
  });
});

describe('keepFirstKind', () => {
  it('keeps only the kind of the first selected item and drops unknown ids', () => {
    expect(keepFirstKind(['b1', 'r1', 'gone', 'r2'], items)).toEqual(['b1']);
    expect(keepFirstKind(['r1', 'b1', 'r2'], items)).toEqual(['r1', 'r2']);
    expect(keepFirstKind([], items)).toEqual([]);
  });

  it('names the kind of the selection', () => {
    expect(selectionKind(['gone', 'rb1'], items)).toBe('REAL_BONUS');
    expect(selectionKind([], items)).toBeNull();
  });
});
