import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLink, useGo } from '../../navigation/links';
import { useErrorText, useLanguage, useStores } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import screens from '../screens.module.css';
import { OrderCards } from './OrderCards';
import { OrderTerms } from './OrdersView';
import { formatRemaining } from './treasure-views';
import type { OrdersStore } from './orders-store';
import type { TreasuresStore } from './treasures-store';
import styles from './treasures.module.css';

/** `/treasures/orders/{id}`: one order; the seller removes it, anyone else (premium) accepts it. */
export const OrderView = observer(function OrderView({
  id,
  treasures,
  orders,
  nowMs,
}: {
  id: string;
  treasures: TreasuresStore;
  orders: OrdersStore;
  nowMs: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const go = useGo();
  const root = useStores();
  useEffect(() => {
    void orders.loadOrder(id);
  }, [orders, id]);
  const order = orders.order?.id === id ? orders.order : null;
  if (!order) return orders.loadError ? <Alert kind="error">{t('treasures.orders.notFound')}</Alert> : <Spinner />;
  const mine = root.user.state?.id === order.seller.userId;
  const open = order.status === 'CREATED' && order.expiresAt > nowMs;
  const act = async (action: 'accept' | 'remove') => {
    if (!root.session.isValid) return go('/auth');
    await (action === 'accept' ? orders.accept(id) : orders.remove(id));
    void treasures.load();
  };
  return (
    <div className={screens.stack}>
      <AppLink to="/treasures/orders">← {t('treasures.orders.back')}</AppLink>
      <Card className={styles.head}>
        <div className={screens.stack}>
          <h2>{t(`treasures.orders.${order.kind}`)}</h2>
          <OrderCards cards={order.cards} collections={treasures.collections} />
          <div>
            <OrderTerms order={order} />
          </div>
          <span>
            <span
              className={styles.status}
              data-status={open || order.status !== 'CREATED' ? order.status : 'EXPIRED'}
              data-testid="order-status"
            >
              {t(`treasures.orders.status.${open || order.status !== 'CREATED' ? order.status : 'EXPIRED'}`)}
            </span>{' '}
            {open && (
              <span className={styles.note}>
                {t('treasures.orders.expiresIn', { time: formatRemaining(order.expiresAt, nowMs) })}
              </span>
            )}
          </span>
          <span className={styles.note}>
            {t('treasures.orders.seller')}: {order.seller.name} · {formatDateTime(order.createdAt, language)}
          </span>
          {order.buyer && (
            <span className={styles.note}>
              {t('treasures.orders.buyer')}: {order.buyer.name}
            </span>
          )}
        </div>
        {open && (
          <div className={screens.row}>
            {mine ? (
              <Button variant="secondary" disabled={orders.busy} onClick={() => void act('remove')}>
                {t('treasures.orders.remove')}
              </Button>
            ) : (
              <Button variant="success" disabled={orders.busy} onClick={() => void act('accept')}>
                {t('treasures.orders.accept')}
              </Button>
            )}
          </div>
        )}
      </Card>
      {orders.actionError && <Alert kind="error">{errorText(orders.actionError)}</Alert>}
      {orders.done && orders.done !== 'created' && <Alert kind="success">{t(`treasures.orders.${orders.done}`)}</Alert>}
      {orders.done === 'created' && <Alert kind="success">{t('treasures.orders.created')}</Alert>}
    </div>
  );
});
