import type { SqlEntityManager } from '@mikro-orm/sql';

interface Pending<I, O> {
  items: I[];
  waiting: { resolve: (value: O) => void; reject: (error: unknown) => void }[];
}

/**
 * One statement for the same step of every round of a batch: runRounds starts all rounds' `play`, then all their
 * `finish`, in the same tick, so the calls they make through a coalesced function before their first await reach
 * `run` as one list (each call gets its own answer). A call made later simply goes alone: fewer rounds per
 * statement, never another answer. `run` answers one output per item, in order.
 */
export function coalesced<I, O>(
  run: (tx: SqlEntityManager, items: readonly I[]) => Promise<readonly O[]>,
): (tx: SqlEntityManager, item: I) => Promise<O> {
  const pending = new WeakMap<SqlEntityManager, Pending<I, O>>();
  return (tx, item) =>
    new Promise<O>((resolve, reject) => {
      let batch = pending.get(tx);
      if (!batch) {
        const started: Pending<I, O> = { items: [], waiting: [] };
        batch = started;
        pending.set(tx, started);
        queueMicrotask(() => {
          pending.delete(tx);
          run(tx, started.items).then(
            (outputs) => started.waiting.forEach((w, i) => w.resolve(outputs[i]!)),
            (error: unknown) => started.waiting.forEach((w) => w.reject(error)),
          );
        });
      }
      batch.items.push(item);
      batch.waiting.push({ resolve, reject });
    });
}
