import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { useTranslation } from 'react-i18next';
import { Shell } from '../layout/Shell';
import { RouteModal } from '../layout/RouteModal';
import { Spinner } from '../ui/Spinner';
import { applyLanguage } from '../i18n/i18n';
import { preferredLanguage, splitLanguage, withLanguage } from '../i18n/language-path';
import { resolveView } from './resolve-view';
import type { AppRoute } from '../navigation/route-types';
import { screenOf } from './route-screens';
import { ROUTES, type RouteId } from '../navigation/routes';
import { useStores } from '../stores/stores-context';

function RouteScreen({ route }: { route: AppRoute<RouteId> }) {
  const Screen = screenOf(route.id);
  return (
    <Suspense fallback={<Spinner />}>
      <Screen />
    </Suspense>
  );
}

/** Every table row mounted under the language prefix; the prefix itself is checked by resolveView. */
function routeObjects(routes: readonly AppRoute<RouteId>[]): RouteObject[] {
  return routes.map((route) => ({
    path: route.path === '/' ? '/:lang' : `/:lang${route.path}`,
    element: <RouteScreen route={route} />,
  }));
}

/**
 * Turns the route table into pages: redirects, guards, the desktop modal layer, titles and the
 * language of the address bar.
 */
export const AppRouter = observer(function AppRouter() {
  const root = useStores();
  const { session, settings, ui } = root;
  const location = useLocation();
  const { t } = useTranslation();
  const objects = useMemo(() => routeObjects(ROUTES), []);
  const background = (location.state as { background?: string } | null)?.background ?? null;

  const decision = resolveView(ROUTES, {
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    background,
    isDesktop: ui.isDesktop,
    preferred: preferredLanguage(settings.language, navigator.languages),
    signedIn: session.isValid,
  });

  const pageLocation =
    decision.kind === 'render' && decision.modal
      ? { ...location, pathname: decision.pagePath, search: '', hash: '', state: null }
      : location;
  const pageElement = useRoutes(objects, pageLocation);
  const currentElement = useRoutes(objects, location);

  const language = decision.kind === 'render' ? decision.language : null;
  useEffect(() => {
    if (!language) return;
    settings.setLanguage(language);
    void applyLanguage(language);
  }, [language, settings]);

  const current = decision.kind === 'render' ? decision.current.route : null;
  useEffect(() => {
    if (!current) return;
    document.title = `${t(current.titleKey)} · ${t('app.name')}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', t(current.descriptionKey));
    if (current.marksOpened) settings.markOpened(current.marksOpened);
  }, [current, t, settings]);

  if (decision.kind === 'redirect') {
    if (decision.rememberRedirect) session.rememberRedirect(decision.rememberRedirect);
    return <Navigate to={decision.to} replace />;
  }
  return (
    <>
      <NavigationBridge />
      <Shell route={decision.page.route}>{pageElement}</Shell>
      {decision.modal && (
        <RouteModal route={decision.modal.route} closeTo={decision.pagePath} openedInApp={background !== null}>
          {currentElement}
        </RouteModal>
      )}
    </>
  );
});

/** Stores cannot navigate; they ask (`ui.requestNavigation`) and this follows, e.g. to /auth after a refusal. */
function NavigationBridge() {
  const { ui, session } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () =>
      reaction(
        () => ui.navigationRequest,
        (path) => {
          if (!path) return;
          ui.takeNavigationRequest();
          const language = splitLanguage(location.pathname).language ?? 'en';
          if (path === '/auth') session.rememberRedirect(location.pathname + location.search);
          void navigate(withLanguage(language, path));
        },
        { fireImmediately: true },
      ),
    [ui, session, navigate, location.pathname, location.search],
  );
  return null;
}
