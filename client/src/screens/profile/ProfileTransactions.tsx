import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { TransactionAnswer } from '@arena/schemas';
import { useLanguage, useMoney, useStores } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import screens from '../screens.module.css';
import { useCodeLabel } from './code-label';
import { type HistoryColumn, HistoryTable } from './HistoryTable';
import { pagingProps } from './paged-history';

/** Every ledger transfer of the player: what moved on the real and the bonus balance, and which skins. */
export const ProfileTransactions = observer(function ProfileTransactions() {
  const { profile } = useStores();
  const money = useMoney();
  const language = useLanguage();
  const operationLabel = useCodeLabel('profile.operations');
  const [page, setPage] = useState(1);

  useEffect(() => {
    void profile.loadTransactions(page);
  }, [profile, page]);

  const signed = (cents: number) =>
    cents === 0 ? (
      '—'
    ) : (
      <span
        className={cents > 0 ? screens.plus : screens.minus}
      >{`${cents > 0 ? '+' : '−'}${money(Math.abs(cents))}`}</span>
    );
  const columns: HistoryColumn<TransactionAnswer>[] = [
    { header: 'profile.operation', cell: (transaction) => operationLabel(transaction.operation) },
    { header: 'balance.real', cell: (transaction) => signed(transaction.realCents) },
    { header: 'balance.bonus', cell: (transaction) => signed(transaction.bonusCents) },
    {
      header: 'profile.skin',
      cell: (transaction) => transaction.items.map((item) => item.name).join(', ') || '—',
      className: screens.small,
    },
    { header: 'common.date', cell: (transaction) => formatDateTime(transaction.createdAt, language) },
  ];
  return (
    <HistoryTable
      columns={columns}
      rowKey={(transaction) => transaction.id}
      emptyKey="profile.noTransactions"
      error={profile.error}
      {...pagingProps(profile.transactions, setPage)}
    />
  );
});
