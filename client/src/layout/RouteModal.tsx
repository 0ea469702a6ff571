import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../navigation/route-types';
import { Dialog } from '../ui/Dialog';
import { InModalContext } from './ScreenTitle';

interface RouteModalProps {
  route: AppRoute;
  /** The page under the modal. */
  closeTo: string;
  /** Opened by a link in the app (history has the page), rather than by a typed or shared address. */
  openedInApp: boolean;
  children: ReactNode;
}

/** A modal-on-desktop route shown over its page; closing returns to that page. */
export function RouteModal({ route, closeTo, openedInApp, children }: RouteModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = () => {
    if (openedInApp && window.history.length > 1) void navigate(-1);
    else void navigate(closeTo, { replace: true });
  };
  return (
    <InModalContext.Provider value={true}>
      <Dialog title={t(route.titleKey)} onClose={close} wide={route.id === 'shop'}>
        {children}
      </Dialog>
    </InModalContext.Provider>
  );
}
