import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { TabLinks } from '../../ui/Tabs';
import screens from '../screens.module.css';
import { CollectionsView } from './CollectionsView';
import FaqView from './FaqView';
import { OrderView } from './OrderView';
import { OrdersView } from './OrdersView';
import { OrdersStore } from './orders-store';
import { TreasuresStore } from './treasures-store';

/** Ticks once a second while mounted (order countdowns). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Cards drop in the background (the server's job): the collections are re-read this often while shown. */
const REFRESH_MS = 5_000;

/** `/treasures` (collections), `/treasures/orders`, `/treasures/orders/{id}` and `/treasures/faq`. */
const TreasuresScreen = observer(function TreasuresScreen() {
  const { tab, id } = useParams();
  const { t } = useTranslation();
  const root = useStores();
  const now = useNow();
  const deps = useMemo(
    () => ({ api: root.api, balanceChanged: () => void root.user.refresh().catch(() => undefined) }),
    [root],
  );
  const treasures = useMemo(() => new TreasuresStore(deps), [deps]);
  const orders = useMemo(() => new OrdersStore(deps), [deps]);
  const signedIn = root.session.isValid;
  useEffect(() => {
    void treasures.load();
    const timer = setInterval(() => void treasures.load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [treasures, signedIn]);
  useEffect(() => void root.catalog.load().catch(() => undefined), [root]);

  return (
    <div className={screens.stack}>
      <ScreenTitle title={t('routes.treasures.title')} lead={t('treasures.lead')} />
      <TabLinks
        label={t('treasures.tabs.label')}
        tabs={[
          { to: '/treasures', label: t('treasures.tabs.collections'), end: true },
          { to: '/treasures/orders', label: t('treasures.tabs.orders') },
          { to: '/treasures/faq', label: t('treasures.tabs.faq') },
        ]}
      />
      {tab === 'orders' && id ? (
        <OrderView id={id} treasures={treasures} orders={orders} nowMs={now} />
      ) : tab === 'orders' ? (
        <OrdersView treasures={treasures} orders={orders} signedIn={signedIn} nowMs={now} />
      ) : tab === 'faq' ? (
        <FaqView />
      ) : (
        <CollectionsView store={treasures} signedIn={signedIn} />
      )}
    </div>
  );
});

export default TreasuresScreen;
