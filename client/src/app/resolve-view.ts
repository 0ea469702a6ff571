import type { Language } from '@arena/schemas';
import { splitLanguage, withLanguage } from '../i18n/language-path';
import { type AppRouteMatch, matchAppRoute } from '../navigation/route-match';
import type { AppRoute } from '../navigation/route-types';

export interface ViewInput {
  pathname: string;
  search: string;
  hash: string;
  /** The page a modal route was opened over (`location.state.background`), if any. */
  background: string | null;
  isDesktop: boolean;
  /** Stored or browser language, for paths without prefix. */
  preferred: Language;
  signedIn: boolean;
}

export type ViewDecision =
  | { kind: 'redirect'; to: string; rememberRedirect: string | null }
  | {
      kind: 'render';
      language: Language;
      /** What fills the page: the current route, or on desktop the page under a modal. */
      page: AppRouteMatch;
      pagePath: string;
      /** The current route when it shows as a modal over `page`. */
      modal: AppRouteMatch | null;
      /** The route the address bar shows (titles, opened marks). */
      current: AppRouteMatch;
    };

/**
 * Every routing rule in one pure function: prefix redirect, /404, the auth guard and modal-on-desktop.
 * It applies to every row of the table, present and future.
 */
export function resolveView(routes: readonly AppRoute[], input: ViewInput): ViewDecision {
  const { language, rest } = splitLanguage(input.pathname);
  if (!language) {
    return {
      kind: 'redirect',
      to: withLanguage(input.preferred, input.pathname) + input.search + input.hash,
      rememberRedirect: null,
    };
  }
  const current = matchAppRoute(routes, rest);
  if (!current) return { kind: 'redirect', to: withLanguage(language, '/404'), rememberRedirect: null };
  if (current.route.requiresAuth && !input.signedIn) {
    return { kind: 'redirect', to: withLanguage(language, '/auth'), rememberRedirect: input.pathname + input.search };
  }
  if (current.route.modalOnDesktop && input.isDesktop) {
    const under = backgroundPage(routes, input.background, language, input.signedIn);
    return { kind: 'render', language, page: under.match, pagePath: under.path, modal: current, current };
  }
  return { kind: 'render', language, page: current, pagePath: input.pathname, modal: null, current };
}

/** The page under a desktop modal: where it was opened from, else home. Never another modal. */
function backgroundPage(routes: readonly AppRoute[], background: string | null, language: Language, signedIn: boolean) {
  if (background) {
    const split = splitLanguage(background);
    const match = split.language ? matchAppRoute(routes, split.rest) : null;
    if (match && !match.route.modalOnDesktop && (signedIn || !match.route.requiresAuth)) {
      return { match, path: withLanguage(language, split.rest) };
    }
  }
  const home = withLanguage(language, '/');
  const match = matchAppRoute(routes, '/');
  if (!match) throw new Error('the route table has no home route');
  return { match, path: home };
}
