import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TreasureOrder } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useMoney } from '../../stores/stores-context';
import { Button } from '../../ui/Button';
import { Alert, Empty, Pager } from '../../ui/Feedback';
import screens from '../screens.module.css';
import { OrderCards } from './OrderCards';
import { OrderForm } from './OrderForm';
import { formatRemaining } from './treasure-views';
import type { OrdersScope, OrdersStore } from './orders-store';
import type { TreasuresStore } from './treasures-store';
import styles from './treasures.module.css';

/** What an order asks: a price, or a card of a named treasure. */
export function OrderTerms({ order }: { order: TreasureOrder }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (order.priceCents !== null) return <strong>{money(order.priceCents)}</strong>;
  return (
    <span>
      {t('treasures.orders.forCard', {
        name: order.want ? `${t(`treasures.kinds.${order.want.kind}`)} #${order.want.slot}` : '',
      })}
    </span>
  );
}

/** `/treasures/orders`: the market or my orders, and the form to create one. */
export const OrdersView = observer(function OrdersView({
  treasures,
  orders,
  signedIn,
  nowMs,
}: {
  treasures: TreasuresStore;
  orders: OrdersStore;
  signedIn: boolean;
  nowMs: number;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    orders.clearNotice();
    void orders.loadList(signedIn ? orders.scope : 'market');
  }, [orders, signedIn]);
  const scopes: OrdersScope[] = signedIn ? ['market', 'mine'] : ['market'];
  const list = orders.list;
  return (
    <div className={screens.stack}>
      <div className={screens.row} role="tablist" aria-label={t('treasures.tabs.orders')}>
        {scopes.map((scope) => (
          <Button
            key={scope}
            size="small"
            variant={orders.scope === scope ? 'primary' : 'secondary'}
            onClick={() => void orders.loadList(scope)}
          >
            {t(`treasures.orders.${scope}`)}
          </Button>
        ))}
      </div>
      {orders.loadError && <Alert kind="error">{t('treasures.loadError')}</Alert>}
      {list && list.items.length === 0 && <Empty>{t('treasures.orders.empty')}</Empty>}
      {list && list.items.length > 0 && (
        <div className={styles.orders} data-testid="orders-list">
          {list.items.map((order) => (
            <AppLink key={order.id} to={`/treasures/orders/${order.id}`} className={styles.orderRow}>
              <OrderCards cards={order.cards} collections={treasures.collections} />
              <OrderTerms order={order} />
              <span>
                <span className={styles.status} data-status={order.status}>
                  {t(`treasures.orders.status.${order.status}`)}
                </span>{' '}
                <span className={styles.note}>
                  {order.status === 'CREATED'
                    ? t('treasures.orders.expiresIn', { time: formatRemaining(order.expiresAt, nowMs) })
                    : order.seller.name}
                </span>
              </span>
            </AppLink>
          ))}
        </div>
      )}
      {list && (
        <Pager
          page={list.page}
          pages={Math.ceil(list.total / list.pageSize)}
          onPage={(page) => void orders.loadList(orders.scope, page)}
        />
      )}
      {signedIn ? (
        <OrderForm treasures={treasures} orders={orders} />
      ) : (
        <Alert kind="info">{t('treasures.signIn')}</Alert>
      )}
    </div>
  );
});
