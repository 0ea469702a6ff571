import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadScreenTexts } from './i18n';

/**
 * A lazily loaded component that also waits for the screens' texts (the first route ships only the shell's), so it
 * never renders a raw key. Its Suspense fallback shows meanwhile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound React's lazy() takes
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => Promise.all([load(), loadScreenTexts()]).then(([module]) => module));
}
