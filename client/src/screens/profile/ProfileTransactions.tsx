import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText, useLanguage, useMoney, useStores } from '../../app/stores-context';
import { formatDateTime } from '../../i18n/format';
import { Alert, Empty, Pager } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import screens from '../screens.module.css';
import { useCodeLabel } from './ProfileHistory';

/** Every ledger transfer of the player: what moved on the real and the bonus balance, and which skins. */
export const ProfileTransactions = observer(function ProfileTransactions() {
  const { t } = useTranslation();
  const { profile } = useStores();
  const money = useMoney();
  const language = useLanguage();
  const errorText = useErrorText();
  const operationLabel = useCodeLabel('profile.operations');
  const [page, setPage] = useState(1);

  useEffect(() => {
    void profile.loadTransactions(page);
  }, [profile, page]);

  const list = profile.transactions;
  if (profile.error && !list) return <Alert kind="error">{errorText(profile.error)}</Alert>;
  if (!list) return <Spinner />;
  if (list.items.length === 0) return <Empty>{t('profile.noTransactions')}</Empty>;
  const signed = (cents: number) =>
    cents === 0 ? '—' : <span className={cents > 0 ? screens.plus : screens.minus}>{`${cents > 0 ? '+' : '−'}${money(Math.abs(cents))}`}</span>;
  return (
    <>
      <div className={screens.tableWrap}>
        <table className={screens.table}>
          <thead>
            <tr>
              <th scope="col">{t('profile.operation')}</th>
              <th scope="col">{t('balance.real')}</th>
              <th scope="col">{t('balance.bonus')}</th>
              <th scope="col">{t('profile.skin')}</th>
              <th scope="col">{t('common.date')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((transaction) => (
              <tr key={transaction.id}>
                <td>{operationLabel(transaction.operation)}</td>
                <td>{signed(transaction.realCents)}</td>
                <td>{signed(transaction.bonusCents)}</td>
                <td className={screens.small}>{transaction.items.map((item) => item.name).join(', ') || '—'}</td>
                <td>{formatDateTime(transaction.createdAt, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={list.page} pages={Math.max(1, Math.ceil(list.total / list.pageSize))} onPage={setPage} />
    </>
  );
});
