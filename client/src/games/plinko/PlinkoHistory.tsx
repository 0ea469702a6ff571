import { useTranslation } from 'react-i18next';
import type { PlinkoHistoryEntry } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { multiplierLabel } from '../../scenes/plinko/bucket-colors';
import { type HistoryColumn, HistoryTable } from '../../screens/profile/HistoryTable';
import type { HistoryTabProps } from '../../navigation/history-tab';
import { usePagedHistory } from '../../screens/profile/use-paged-history';
import screens from '../../screens/screens.module.css';

/** `/profile/history/plinko` and `/user/{id}/history/plinko`: the player's balls, each checkable on /fair. */
export default function PlinkoHistory({ userId }: HistoryTabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const url = userId === null ? '/users/current/plinkos' : `/users/${encodeURIComponent(userId)}/plinkos`;
  const history = usePagedHistory<PlinkoHistoryEntry>(url);
  const columns: HistoryColumn<PlinkoHistoryEntry>[] = [
    {
      header: 'plinko.board',
      cell: (row) => t('plinko.boardValue', { rows: row.rows, risk: t(`plinko.risks.${row.risk}`) }),
    },
    { header: 'profile.stake', cell: (row) => money(row.stakeCents) },
    { header: 'plinko.multiplier', cell: (row) => multiplierLabel(row.multiplierHundredths) },
    {
      header: 'profile.payout',
      cell: (row) => (
        <span className={row.payoutCents > row.stakeCents ? screens.plus : undefined}>{money(row.payoutCents)}</span>
      ),
    },
    { header: 'common.date', cell: (row) => formatDateTime(row.createdAt, language) },
    {
      header: 'plinko.fair',
      cell: (row) => <AppLink to={`/fair?bet=${encodeURIComponent(row.betId)}`}>{t('plinko.check')}</AppLink>,
    },
  ];
  return <HistoryTable columns={columns} rowKey={(row) => row.betId} emptyKey="plinko.noHistory" {...history.table} />;
}
