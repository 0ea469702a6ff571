/** Local epoch ms, monotonic in the browser (timeOrigin + performance.now()): what game stores take as `now`. */
export function browserNow(): number {
  return performance.timeOrigin + performance.now();
}

/** `setTimeout` as game stores take it: the answer cancels the timer. */
export function browserTimer(handler: () => void, ms: number): () => void {
  const id = setTimeout(handler, ms);
  return () => clearTimeout(id);
}

/** Both, to spread into a game store's deps. */
export const BROWSER_CLOCK = { now: browserNow, setTimer: browserTimer };
