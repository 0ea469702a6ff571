import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText, useLanguage, useMoney, useStores } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import type { LocaleKey } from '../../i18n/keys';
import { Alert, Empty } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import screens from '../screens.module.css';

const ORDER_POLL_MS = 5000;

/** Transfer orders (docs/product-rules.md §3): Pending, then Success or Rejected; pending ones are re-read. */
export const TransferOrders = observer(function TransferOrders() {
  const { t } = useTranslation();
  const { wallet } = useStores();
  const money = useMoney();
  const language = useLanguage();
  const errorText = useErrorText();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const load = () => wallet.loadOrders().then(() => setError(null), setError);
    void load();
    const timer = setInterval(() => {
      if (wallet.orders.some((order) => order.status === 'Pending')) void load();
    }, ORDER_POLL_MS);
    return () => clearInterval(timer);
  }, [wallet]);

  if (error && !wallet.ordersLoaded) return <Alert kind="error">{errorText(error)}</Alert>;
  if (!wallet.ordersLoaded) return <Spinner />;
  if (wallet.orders.length === 0) return <Empty>{t('withdraw.noOrders')}</Empty>;
  return (
    <div className={screens.tableWrap}>
      <table className={screens.table}>
        <thead>
          <tr>
            <th scope="col">{t('withdraw.orderId')}</th>
            <th scope="col">{t('withdraw.partner')}</th>
            <th scope="col">{t('common.amount')}</th>
            <th scope="col">{t('common.status')}</th>
            <th scope="col">{t('withdraw.created')}</th>
          </tr>
        </thead>
        <tbody>
          {wallet.orders.map((order) => (
            <tr key={order.id}>
              <td>{order.id}</td>
              <td>{order.partner}</td>
              <td>{money(order.amountCents)}</td>
              <td>
                <span className={`${screens.status} ${screens[`status_${order.status}`] ?? ''}`}>
                  {/* A Pending order held for an operator's review says so. */}
                  {order.inReview ? t('withdraw.statuses.Review') : t(`withdraw.statuses.${order.status}` as LocaleKey)}
                </span>
              </td>
              <td>{formatDateTime(order.createdAt, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
