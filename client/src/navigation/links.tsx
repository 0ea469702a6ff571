import { type ReactNode, forwardRef } from 'react';
import { Link, type LinkProps, useLocation, useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { withLanguage } from '../i18n/language-path';
import { matchAppRoute } from './route-match';
import { ROUTES } from './routes';
import { useLanguage, useStores } from '../stores/stores-context';

interface BackgroundState {
  background?: string;
}

/** The page under the current view: a modal keeps the page it was opened over. */
function usePagePath(): string {
  const location = useLocation();
  return (location.state as BackgroundState | null)?.background ?? location.pathname;
}

/** Target of an in-app link: prefixed, and on desktop a modal route remembers the page it opens over. */
export function useAppTarget(): (to: string) => { pathname: string; state: BackgroundState | null } {
  const language = useLanguage();
  const pagePath = usePagePath();
  const { ui } = useStores();
  return (to) => {
    const [path = '/'] = to.split(/[?#]/);
    const match = matchAppRoute(ROUTES, path);
    const pathname = withLanguage(language, to);
    return { pathname, state: match?.route.modalOnDesktop && ui.isDesktop ? { background: pagePath } : null };
  };
}

export function useGo(): (to: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const target = useAppTarget();
  return (to, options) => {
    const { pathname, state } = target(to);
    void navigate(pathname, { state, replace: options?.replace });
  };
}

type AppLinkProps = Omit<LinkProps, 'to'> & { to: string; children?: ReactNode };

/** A link inside the site: `to` is written without language prefix (`/shop/buy`). */
export const AppLink = observer(
  forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, ...rest }, ref) {
    const target = useAppTarget()(to);
    return <Link ref={ref} to={target.pathname} state={target.state} {...rest} />;
  }),
);
