import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { preferredLanguage, splitLanguage } from './i18n/language-path';
import { StoresContext } from './stores/stores-context';
import { initI18n, loadScreenTexts } from './i18n/i18n';
import { BUILD_ID } from './pwa/build-id';
import { RootStore } from './stores/root-store';
import { DESKTOP_MIN_WIDTH } from './stores/ui-store';
import { probeGameServer } from './transport/game-server-probe';
import './styles/global.css';

const loadedAt = Date.now();
// The worker this page loaded under, before a newer one can take over while the page boots (src/pwa/register.ts).
const loadedUnder = navigator.serviceWorker?.controller ?? null;
document.documentElement.dataset.build = BUILD_ID;
const root = new RootStore({
  fetch: window.fetch.bind(window),
  local: window.localStorage,
  session: window.sessionStorage,
  viewportWidth: window.innerWidth,
  probeGameServer,
  reload: () => window.location.reload(),
  pageVisible: () => document.visibilityState === 'visible',
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') root.pageShown();
});

const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
desktop.addEventListener('change', () => root.ui.setViewportWidth(window.innerWidth));

const language =
  splitLanguage(window.location.pathname).language ?? preferredLanguage(root.settings.language, navigator.languages);
// The page can render without the clock or the site settings (it falls back to the local clock and USD). A throttled
// call retries after up to a minute: the page shows at once with the notice instead of staying blank meanwhile.
await Promise.allSettled([
  initI18n(language),
  Promise.race([Promise.allSettled([root.clock.sync(), root.site.load()]), root.throttledOnce]),
]);
root.start();
root.connection.start();
// The service worker (offline page, precached shell) belongs to built sites only (MODE, not PROD: the browser suite
// builds under NODE_ENV=test) and is loaded lazily, off the first route.
if (import.meta.env.MODE === 'production' && 'serviceWorker' in navigator) {
  void import('./pwa/register').then(({ startServiceWorker }) =>
    startServiceWorker({
      session: window.sessionStorage,
      loadedAt,
      loadedUnder,
      now: Date.now,
      reload: () => window.location.reload(),
    }),
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoresContext.Provider value={root}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StoresContext.Provider>
  </StrictMode>,
);
// The first route ships only the shell's texts; the screens' follow right after the first paint, so opening another
// screen seldom waits for them (a screen that does shows its spinner until they are in).
setTimeout(() => void loadScreenTexts().catch(() => undefined), 0);
