/** The part of `Storage` the stores use, so tests can hand in a memory map. */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryKeyValue(initial: Record<string, string> = {}): KeyValue & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}

/** Reads JSON written by `writeJson`; anything unreadable counts as absent. */
export function readJson<T>(storage: KeyValue, key: string): T | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeJson(storage: KeyValue, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs the remembered value, never the action.
  }
}
