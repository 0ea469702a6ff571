import { useTranslation } from 'react-i18next';
import type { LavaHistoryEntry } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { type HistoryColumn, HistoryTable } from '../../screens/profile/HistoryTable';
import type { HistoryTabProps } from '../../navigation/history-tab';
import { usePagedHistory } from '../../screens/profile/use-paged-history';
import screens from '../../screens/screens.module.css';

/** `/profile/history/lava` and `/user/{id}/history/lava`: finished lava games, each verifiable on /fair. */
export default function LavaHistory({ userId }: HistoryTabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const url = userId === null ? '/users/current/lavas' : `/users/${encodeURIComponent(userId)}/lavas`;
  const history = usePagedHistory<LavaHistoryEntry>(url);
  const columns: HistoryColumn<LavaHistoryEntry>[] = [
    { header: 'profile.stake', cell: (row) => money(row.stakeCents) },
    { header: 'lava.history.rows', cell: (row) => row.rowsCrossed },
    { header: 'lava.history.multiplier', cell: (row) => `×${row.multiplier.toFixed(4)}` },
    { header: 'lava.history.result', cell: (row) => t(`lava.history.statuses.${row.status}`) },
    {
      header: 'profile.payout',
      cell: (row) => (
        <span className={row.payoutCents > row.stakeCents ? screens.plus : undefined}>{money(row.payoutCents)}</span>
      ),
    },
    { header: 'common.date', cell: (row) => formatDateTime(row.endedAt, language) },
    {
      header: 'lava.fair',
      cell: (row) => <AppLink to={`/fair?bet=${row.gameId}`}>{t('lava.history.verify')}</AppLink>,
    },
  ];
  return (
    <HistoryTable columns={columns} rowKey={(row) => row.gameId} emptyKey="lava.history.empty" {...history.table} />
  );
}
