import { useTranslation } from 'react-i18next';
import type { JackpotHistoryEntry } from '@arena/schemas';
import { useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { type HistoryColumn, HistoryTable } from '../../screens/profile/HistoryTable';
import type { HistoryTabProps } from '../../navigation/history-tab';
import { usePagedHistory } from '../../screens/profile/use-paged-history';
import screens from '../../screens/screens.module.css';

/** `/profile/history/jackpot` and `/user/{id}/history/jackpot`: rounds the player put skins into. */
export default function JackpotHistory({ userId }: HistoryTabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const url = userId === null ? '/users/current/jackpots' : `/users/${encodeURIComponent(userId)}/jackpots`;
  const history = usePagedHistory<JackpotHistoryEntry>(url);
  const columns: HistoryColumn<JackpotHistoryEntry>[] = [
    { header: 'jackpot.pot', cell: (row) => money(row.potCents) },
    { header: 'profile.stake', cell: (row) => money(row.stakeCents) },
    { header: 'jackpot.history.chance', cell: (row) => `${(row.chanceBasisPoints / 100).toFixed(2)}%` },
    { header: 'jackpot.history.outcome', cell: (row) => t(`jackpot.history.outcomes.${row.outcome}`) },
    {
      header: 'profile.payout',
      cell: (row) => (
        <span className={row.prizeCents > row.stakeCents ? screens.plus : undefined}>{money(row.prizeCents)}</span>
      ),
    },
    { header: 'common.date', cell: (row) => formatDateTime(row.endedAt, language) },
  ];
  return (
    <HistoryTable columns={columns} rowKey={(row) => row.roundId} emptyKey="jackpot.history.empty" {...history.table} />
  );
}
