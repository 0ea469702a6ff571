import { TIMING } from '@arena/schemas';

/**
 * Session flag written just before the page reloads itself for a new version (value: when, epoch ms). While it is
 * younger than `TIMING.serviceWorkerFlagClearMs` no second reload happens, so a broken deploy can never loop.
 */
export const RELOAD_FLAG = 'arena.swReloading';

export type ReloadDecision =
  /** A new worker took over within the spec's window after load: reload once onto the new version. */
  | 'reload'
  /** The first worker ever claimed this page: it already runs the version that worker serves. */
  | 'first-install'
  /** This page is the result of such a reload (less than a minute ago): never reload again. */
  | 'already-reloaded'
  /** Too long after load to pull the page from under the player: it reloads if a chunk it needs is gone. */
  | 'too-late';

export interface ReloadInput {
  /** Whether a worker controlled the page before this change (false on the very first install). */
  hadController: boolean;
  loadedAt: number;
  now: number;
  /** The flag's value (see `RELOAD_FLAG`), null when absent or unreadable. */
  flagSetAt: number | null;
}

/** docs/product-rules.md §4 / timing: what the page does when a new service worker takes control of it. */
export function decideReload({ hadController, loadedAt, now, flagSetAt }: ReloadInput): ReloadDecision {
  if (!hadController) return 'first-install';
  if (flagIsFresh(flagSetAt, now)) return 'already-reloaded';
  if (now - loadedAt > TIMING.serviceWorkerReloadWindowMs) return 'too-late';
  return 'reload';
}

/**
 * A lazy chunk failed to load: after a deploy the old page's chunks are gone from the server (a page updated too
 * late for `decideReload`, or a tab open across the deploy whose worker has not even noticed yet). Reload once onto
 * the current version; offline, the reload shows the offline page, which comes back by itself. Never twice within
 * a minute, so a chunk that is really broken shows the error instead of a loop.
 */
export function reloadOnChunkError(flagSetAt: number | null, now: number): boolean {
  return !flagIsFresh(flagSetAt, now);
}

function flagIsFresh(flagSetAt: number | null, now: number): boolean {
  return flagSetAt !== null && now - flagSetAt < TIMING.serviceWorkerFlagClearMs;
}

/** The flag's time, or null when absent or not a number. */
export function readFlag(value: string | null): number | null {
  if (value === null) return null;
  const at = Number(value);
  return Number.isFinite(at) ? at : null;
}

/** Milliseconds until the flag must be cleared (0: now), or null when there is no flag. */
export function flagClearDelay(flagSetAt: number | null, now: number): number | null {
  if (flagSetAt === null) return null;
  return Math.max(0, flagSetAt + TIMING.serviceWorkerFlagClearMs - now);
}
