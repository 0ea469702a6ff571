import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText, useLanguage, useMoney, useStores } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Alert, Card, Empty } from '../../ui/Feedback';
import { TextField } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import screens from '../screens.module.css';
import { AdjustmentsStore, allowedVerdicts } from './adjustments-store';
import { useAction } from './use-action';

/** Adjustments above the four-eyes threshold, oldest first: another admin approves (posts it) or rejects them. */
export const AdjustmentsTab = observer(function AdjustmentsTab() {
  const { t } = useTranslation();
  const { api, user } = useStores();
  const money = useMoney();
  const language = useLanguage();
  const errorText = useErrorText();
  const [store] = useState(() => new AdjustmentsStore(api));
  const [note, setNote] = useState('');
  const action = useAction();
  const me = user.state?.id;

  useEffect(() => {
    void action.run(() => store.load());
  }, [store]);

  const decide = (requestId: string, verdict: 'approve' | 'reject') =>
    action.run(() => store.decide(requestId, verdict, note.trim() || undefined));

  return (
    <Card>
      <div className={screens.between}>
        <h2>{t('admin.adjustments.title')}</h2>
        <Button variant="ghost" busy={action.busy} onClick={() => void action.run(() => store.load())}>
          {t('admin.refresh')}
        </Button>
      </div>
      <TextField label={t('admin.adjustments.note')} value={note} onChange={(event) => setNote(event.target.value)} />
      {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
      {store.pending === null ? (
        action.error === null && <Spinner />
      ) : store.pending.length === 0 ? (
        <Empty>{t('admin.adjustments.none')}</Empty>
      ) : (
        <div className={screens.tableWrap}>
          <table className={screens.table} data-testid="admin-adjustments">
            <thead>
              <tr>
                <th>{t('admin.withdrawals.created')}</th>
                <th>{t('admin.withdrawals.player')}</th>
                <th>{t('admin.users.account')}</th>
                <th>{t('admin.withdrawals.amount')}</th>
                <th>{t('admin.users.reason')}</th>
                <th>{t('admin.adjustments.requestedBy')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {store.pending.map((row) => {
                const verdicts = allowedVerdicts(row, me);
                return (
                  <tr key={row.id}>
                    <td>{formatDateTime(row.createdAt, language)}</td>
                    <td>{row.userName}</td>
                    <td>{row.account === 'BONUS' ? t('admin.users.bonus') : t('admin.users.real')}</td>
                    <td>{money(row.amountCents)}</td>
                    <td>{row.reason}</td>
                    <td>{row.requestedByName}</td>
                    <td className={screens.row}>
                      {row.requestedBy === me && <span className={screens.muted}>{t('admin.adjustments.own')}</span>}
                      {verdicts.includes('approve') && (
                        <Button
                          size="small"
                          variant="success"
                          disabled={action.busy}
                          onClick={() => void decide(row.id, 'approve')}
                        >
                          {t('admin.withdrawals.approve')}
                        </Button>
                      )}
                      {verdicts.includes('reject') && (
                        <Button
                          size="small"
                          variant="secondary"
                          disabled={action.busy}
                          onClick={() => void decide(row.id, 'reject')}
                        >
                          {t('admin.withdrawals.reject')}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
});
