import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../app/route-types';
import { Footer } from './Footer';
import { Header } from './Header';
import { LeftPanel } from './LeftPanel';
import { MobileNav } from './MobileNav';
import { ShopPanel } from './ShopPanel';
import { ConnectionLostModal, MaintenanceBanner, Toasts } from './SiteNotices';
import styles from './layout.module.css';

/** The frame of every page; the route's flags decide the side panels. */
export const Shell = observer(function Shell({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.app}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <MaintenanceBanner />
      <Header />
      <div className={styles.body} data-left={route.leftPanel || undefined} data-shop={route.shopPanel || undefined}>
        {route.leftPanel && <LeftPanel />}
        <main id="main" className={styles.main} tabIndex={-1} data-route={route.id}>
          {children}
        </main>
        {route.shopPanel && <ShopPanel onlyReal={route.realItemsOnly === true} />}
      </div>
      <Footer />
      <MobileNav />
      <Toasts />
      <ConnectionLostModal />
    </div>
  );
});
