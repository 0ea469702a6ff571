/**
 * The order the browser suite runs its files in, from its sequencer (sequencer.ts) to its pool (platform-pool.ts),
 * both in vitest's main process. Kept on `globalThis`: vitest loads the config (and so the sequencer) and the global
 * setup (and so the pool) through different module loaders, each with its own copy of this module. The global setup
 * runs before the sequencer sorts, so the pool subscribes and hears the order when it is known.
 */

type Listener = (files: readonly string[]) => void;

interface Channel {
  files: readonly string[] | null;
  listeners: Set<Listener>;
}

const KEY = Symbol.for('arena.e2e.fileOrder');

function channel(): Channel {
  const shared = globalThis as { [KEY]?: Channel };
  shared[KEY] ??= { files: null, listeners: new Set() };
  return shared[KEY];
}

/** Called by the sequencer with the files (absolute paths) in the order they will run. */
export function publishFileOrder(files: readonly string[]): void {
  const order = channel();
  order.files = [...files];
  for (const listener of order.listeners) listener(order.files);
}

/** Calls `listener` with the order now if it is known, and again at every later sort; returns the unsubscribe. */
export function onFileOrder(listener: Listener): () => void {
  const order = channel();
  order.listeners.add(listener);
  if (order.files) listener(order.files);
  return () => order.listeners.delete(listener);
}
