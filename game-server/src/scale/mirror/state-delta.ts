/**
 * A room state as JSON (Schema#toJSON) and the difference between two of them, for mirror rooms on other processes
 * (owner-relay.ts, mirror-room.ts). The shapes it knows are the ones our room states
 * use: scalar fields, maps of flat schemas keyed by id, and short arrays (replaced whole when they change).
 */
export type StateJson = Record<string, unknown>;

export interface StateDelta {
  /** Scalar fields set to a new value. */
  set?: Record<string, unknown>;
  /** Per map field: entries added or changed (whole entry), keys removed. */
  maps?: Record<string, { put?: Record<string, StateJson>; drop?: string[] }>;
  /** Array fields that changed, in full. */
  arrays?: Record<string, StateJson[]>;
}

/** One string per scalar field, per map entry and per array: two states compare field by field. */
export type FlatState = Map<string, string>;

const isMap = (value: unknown): value is Record<string, StateJson> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function flatten(json: StateJson): FlatState {
  const flat: FlatState = new Map();
  for (const [field, value] of Object.entries(json)) {
    if (isMap(value))
      for (const [key, entry] of Object.entries(value)) flat.set(`m\u0000${field}\u0000${key}`, JSON.stringify(entry));
    else flat.set(`${Array.isArray(value) ? 'a' : 's'}\u0000${field}`, JSON.stringify(value));
  }
  return flat;
}

/** What turns the state `before` into `after` (both flattened); undefined when nothing changed. */
export function diffStates(before: FlatState, after: FlatState): StateDelta | undefined {
  const delta: StateDelta = {};
  let changed = false;
  for (const [path, text] of after) {
    if (before.get(path) === text) continue;
    changed = true;
    const [kind, field, key] = path.split('\u0000') as [string, string, string?];
    const value = JSON.parse(text) as unknown;
    if (kind === 's') (delta.set ??= {})[field] = value;
    else if (kind === 'a') (delta.arrays ??= {})[field] = value as StateJson[];
    else (((delta.maps ??= {})[field] ??= {}).put ??= {})[key!] = value as StateJson;
  }
  for (const path of before.keys()) {
    if (after.has(path) || !path.startsWith('m\u0000')) continue;
    changed = true;
    const [, field, key] = path.split('\u0000') as [string, string, string];
    (((delta.maps ??= {})[field] ??= {}).drop ??= []).push(key);
  }
  return changed ? delta : undefined;
}

interface SchemaMap {
  get(key: string): object | undefined;
  set(key: string, value: object): unknown;
  delete(key: string): unknown;
}
interface SchemaArray {
  clear(): void;
  push(...items: object[]): unknown;
}

type SchemaClass = new (init: StateJson) => object;
/**
 * The schema class of each map's and each array's elements, to build them from JSON; an element that holds
 * an array of schemas of its own (a jackpot entry's skins) names its class with the classes of its children.
 */
export type ChildClasses = Record<string, SchemaClass | { of: SchemaClass; children: ChildClasses }>;

/** A live schema element from its JSON, its own child schemas built first (a schema refuses plain objects). */
function build(child: ChildClasses[string], json: StateJson): object {
  if (typeof child === 'function') return new child(json);
  return new child.of(withChildren(json, child.children));
}

function withChildren(json: StateJson, children: ChildClasses): StateJson {
  const init: StateJson = { ...json };
  for (const [field, child] of Object.entries(children)) {
    const value = json[field];
    if (Array.isArray(value)) init[field] = value.map((item) => build(child, item as StateJson));
  }
  return init;
}

/** Writes a delta into a live Schema state: its own encoder then patches this process's clients. */
export function applyDelta(state: object, delta: StateDelta, children: ChildClasses): void {
  const fields = state as Record<string, unknown>;
  for (const [field, value] of Object.entries(delta.set ?? {})) fields[field] = value;
  for (const [field, change] of Object.entries(delta.maps ?? {})) {
    const map = fields[field] as SchemaMap;
    for (const key of change.drop ?? []) map.delete(key);
    for (const [key, entry] of Object.entries(change.put ?? {})) {
      const existing = map.get(key);
      const child = children[field]!;
      if (existing) Object.assign(existing, typeof child === 'function' ? entry : withChildren(entry, child.children));
      else map.set(key, build(child, entry));
    }
  }
  for (const [field, items] of Object.entries(delta.arrays ?? {})) {
    const array = fields[field] as SchemaArray;
    array.clear();
    if (items.length > 0) array.push(...items.map((item) => build(children[field]!, item)));
  }
}
