import { useTranslation } from 'react-i18next';
import type { MinesHistoryEntry } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { type HistoryColumn, HistoryTable } from '../../screens/profile/HistoryTable';
import type { HistoryTabProps } from '../../navigation/history-tab';
import { usePagedHistory } from '../../screens/profile/use-paged-history';
import screens from '../../screens/screens.module.css';

/** `/profile/history/mines` and `/user/{id}/history/mines`: finished rounds, each verifiable on /fair. */
export default function MinesHistory({ userId }: HistoryTabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const url = userId === null ? '/users/current/mines' : `/users/${encodeURIComponent(userId)}/mines`;
  const history = usePagedHistory<MinesHistoryEntry>(url);
  const columns: HistoryColumn<MinesHistoryEntry>[] = [
    { header: 'mines.history.mode', cell: (row) => t(`mines.modes.${row.mode}`) },
    { header: 'mines.history.mines', cell: (row) => row.mines },
    { header: 'profile.stake', cell: (row) => money(row.stakeCents) },
    { header: 'mines.history.gems', cell: (row) => row.gems },
    { header: 'mines.history.result', cell: (row) => t(`mines.history.results.${row.status}`) },
    {
      header: 'profile.payout',
      cell: (row) => (
        <span className={row.payoutCents > row.stakeCents ? screens.plus : undefined}>{money(row.payoutCents)}</span>
      ),
    },
    { header: 'common.date', cell: (row) => formatDateTime(row.createdAt, language) },
    {
      header: 'mines.play.fair',
      cell: (row) => <AppLink to={`/fair?bet=${row.betId}`}>{t('mines.history.verify')}</AppLink>,
    },
  ];
  return (
    <HistoryTable columns={columns} rowKey={(row) => row.betId} emptyKey="mines.history.empty" {...history.table} />
  );
}
