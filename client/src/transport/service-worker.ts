import { TIMING } from '@arena/schemas';
import type { KeyValue } from '../stores/key-value';

const RELOADING = 'arena.swReloading';

/**
 * Spec section 4: the site registers no service worker, so any registration is an old one that may serve a
 * stale app. It is unregistered, and if that happens within 10 s of load the page reloads once; the
 * reloading flag clears after 60 s so a later visit can do it again.
 */
export async function dropOldServiceWorkers(session: KeyValue, loadedAt: number, now: () => number, reload: () => void): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  if (registrations.length === 0) return;
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if (now() - loadedAt <= TIMING.serviceWorkerReloadWindowMs && !session.getItem(RELOADING)) {
    session.setItem(RELOADING, '1');
    reload();
    return;
  }
  setTimeout(() => session.removeItem(RELOADING), TIMING.serviceWorkerFlagClearMs);
}
