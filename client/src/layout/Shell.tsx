import { type ReactNode, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../navigation/route-types';
import { splitLanguage } from '../i18n/language-path';
import { useStores } from '../stores/stores-context';
import { Footer } from './Footer';
import { Header } from './Header';
import { LeftPanel } from './LeftPanel';
import { MobileNav } from './MobileNav';
import { ShopPanel } from './ShopPanel';
import { ConnectionLostModal, MaintenanceBanner, Toasts } from './SiteNotices';
import { RealityCheck } from '../responsible/RealityCheck';
import { lazyScreen } from '../i18n/lazy-screen';
import styles from './layout.module.css';

// Chat and the live feed load on their own (with the Colyseus SDK), after the page: the first route stays small.
// Like the screens, they render once the screens' texts are in (the first route ships only the shell's).
const ChatDock = lazyScreen(() => import('../chat/ChatDock'));
const FeedStrip = lazyScreen(() => import('../chat/FeedStrip'));
// The support widget (its button appears 10 s after load) is its own chunk too.
const SupportWidget = lazyScreen(() => import('../support/SupportWidget'));

/** The frame of every page; the route's flags decide the side panels and whether the chat dock shows. */
export const Shell = observer(function Shell({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { t } = useTranslation();
  const { ui } = useStores();
  // Phones reach the chat through /chat; on desktop it is docked beside the page unless the route hides it, or
  // /chat is open as a dialog over this page (one chat on screen, not two).
  const chatDialog = splitLanguage(useLocation().pathname).rest === '/chat';
  const dock = ui.isDesktop && !route.hideChat && route.id !== 'chat' && !chatDialog;
  return (
    <div className={styles.app} data-chat={(dock && ui.chatOpen) || undefined}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <MaintenanceBanner />
      <Header />
      <Suspense fallback={null}>
        <FeedStrip />
      </Suspense>
      <div className={styles.body} data-left={route.leftPanel || undefined} data-shop={route.shopPanel || undefined}>
        {route.leftPanel && <LeftPanel />}
        <main id="main" className={styles.main} tabIndex={-1} data-route={route.id}>
          {children}
        </main>
        {route.shopPanel && <ShopPanel onlyReal={route.realItemsOnly === true} />}
      </div>
      <Footer />
      {dock && (
        <Suspense fallback={null}>
          <ChatDock open={ui.chatOpen} onToggle={(open) => ui.setChatOpen(open)} />
        </Suspense>
      )}
      <MobileNav />
      <Toasts />
      <ConnectionLostModal />
      <RealityCheck />
      <Suspense fallback={null}>
        <SupportWidget />
      </Suspense>
    </div>
  );
});
