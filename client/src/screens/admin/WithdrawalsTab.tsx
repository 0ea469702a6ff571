import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText, useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Alert, Card, Empty } from '../../ui/Feedback';
import { TextField } from '../../ui/Field';
import screens from '../screens.module.css';
import type { AdminStore } from './admin-store';
import { useAction } from './use-action';

/**
 * Pending transfer orders, oldest first, each approved or rejected (a rejection returns what left). An order held for
 * review (its reason shown) goes to the payout partner when approved.
 */
export const WithdrawalsTab = observer(function WithdrawalsTab({ store }: { store: AdminStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const action = useAction();

  useEffect(() => {
    void action.run(() => store.loadWithdrawals());
  }, [store]);

  const decide = (orderId: string, verdict: 'approve' | 'reject') =>
    action.run(() => store.decideWithdrawal(orderId, verdict, reason.trim() || undefined));

  return (
    <Card>
      <div className={screens.between}>
        <h2>{t('admin.withdrawals.title')}</h2>
        <Button variant="ghost" busy={action.busy} onClick={() => void action.run(() => store.loadWithdrawals())}>
          {t('admin.refresh')}
        </Button>
      </div>
      <TextField
        label={t('admin.withdrawals.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
      {store.withdrawals.length === 0 ? (
        <Empty>{t('admin.withdrawals.none')}</Empty>
      ) : (
        <div className={screens.tableWrap}>
          <table className={screens.table} data-testid="admin-withdrawals">
            <thead>
              <tr>
                <th>{t('admin.withdrawals.created')}</th>
                <th>{t('admin.withdrawals.player')}</th>
                <th>{t('admin.withdrawals.method')}</th>
                <th>{t('admin.withdrawals.amount')}</th>
                <th>{t('admin.withdrawals.deposited')}</th>
                <th>{t('admin.withdrawals.review')}</th>
                <th>{t('admin.withdrawals.sandbox')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {store.withdrawals.map((order) => (
                <tr key={order.id}>
                  <td>{formatDateTime(order.createdAt, language)}</td>
                  <td>{order.userName}</td>
                  <td>
                    {order.partner} · {order.method}
                  </td>
                  <td>{money(order.amountCents)}</td>
                  <td>{money(order.depositedTotalCents)}</td>
                  <td data-review={order.review ?? undefined}>
                    {order.review === null ? '—' : t(`admin.withdrawals.reviewReasons.${order.review}`)}
                  </td>
                  <td>{order.sandboxOutcome ?? '—'}</td>
                  <td className={screens.row}>
                    <Button
                      size="small"
                      variant="success"
                      disabled={action.busy}
                      onClick={() => void decide(order.id, 'approve')}
                    >
                      {t('admin.withdrawals.approve')}
                    </Button>
                    <Button
                      size="small"
                      variant="secondary"
                      disabled={action.busy}
                      onClick={() => void decide(order.id, 'reject')}
                    >
                      {t('admin.withdrawals.reject')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
});
