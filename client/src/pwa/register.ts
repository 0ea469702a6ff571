import type { KeyValue } from '../stores/key-value';
import { RELOAD_FLAG, decideReload, flagClearDelay, readFlag, reloadOnChunkError } from './reload-decision';

export interface ServiceWorkerOptions {
  session: KeyValue;
  loadedAt: number;
  /** `navigator.serviceWorker.controller` when the page started (null: no worker yet). */
  loadedUnder: ServiceWorker | null;
  now: () => number;
  reload: () => void;
}

/**
 * Registers `/sw.js` (vite-plugin-pwa / Workbox, see vite.config.ts). The worker activates at once (skipWaiting +
 * clientsClaim); when it replaces an older one this page follows the rules of `decideReload`. Loaded lazily from
 * main.tsx so none of it weighs on the first route.
 */
export async function startServiceWorker({
  session,
  loadedAt,
  loadedUnder,
  now,
  reload,
}: ServiceWorkerOptions): Promise<void> {
  const container = navigator.serviceWorker;
  const clearFlagIn = flagClearDelay(readFlag(session.getItem(RELOAD_FLAG)), now());
  if (clearFlagIn !== null) setTimeout(() => session.removeItem(RELOAD_FLAG), clearFlagIn);

  let hadController = loadedUnder !== null;
  const reloadOnce = () => {
    session.setItem(RELOAD_FLAG, String(now()));
    reload();
  };
  const onControllerChange = () => {
    const decision = decideReload({
      hadController,
      loadedAt,
      now: now(),
      flagSetAt: readFlag(session.getItem(RELOAD_FLAG)),
    });
    hadController = true;
    if (decision === 'reload') reloadOnce();
  };
  container.addEventListener('controllerchange', onControllerChange);
  // This module loads after the page's boot: a new worker may have taken over already, its event missed.
  if (container.controller !== loadedUnder) onControllerChange();
  window.addEventListener('vite:preloadError', (event) => {
    if (!reloadOnChunkError(readFlag(session.getItem(RELOAD_FLAG)), now())) return;
    event.preventDefault();
    reloadOnce();
  });

  const registration = await container.register('/sw.js', { scope: '/' });
  // A tab left open across a deploy learns of it when the player comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}
