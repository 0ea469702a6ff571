import { useTranslation } from 'react-i18next';
import type { UpgradeHistoryEntry } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { type HistoryColumn, HistoryTable } from '../../screens/profile/HistoryTable';
import type { HistoryTabProps } from '../../navigation/history-tab';
import { usePagedHistory } from '../../screens/profile/use-paged-history';
import screens from '../../screens/screens.module.css';
import { percent } from './upgrade-views';

/** `/profile/history/upgrade` and `/user/{id}/history/upgrade`: the player's upgrades, each verifiable. */
export default function UpgradeHistory({ userId }: HistoryTabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const url = userId === null ? '/users/current/upgrades' : `/users/${encodeURIComponent(userId)}/upgrades`;
  const history = usePagedHistory<UpgradeHistoryEntry>(url);
  const columns: HistoryColumn<UpgradeHistoryEntry>[] = [
    { header: 'upgrade.history.entry', cell: (row) => `${money(row.entryCents)} (${row.entrySkins})` },
    { header: 'upgrade.history.target', cell: (row) => `${row.target.name} · ${money(row.target.priceCents)}` },
    { header: 'upgrade.history.chance', cell: (row) => percent(row.chanceMillionths) },
    {
      header: 'upgrade.history.result',
      cell: (row) => (
        <span className={row.won ? screens.plus : undefined}>
          {row.won ? t('upgrade.history.won') : t('upgrade.history.lost')}
        </span>
      ),
    },
    { header: 'common.date', cell: (row) => formatDateTime(row.createdAt, language) },
    {
      header: 'upgrade.history.fair',
      cell: (row) => <AppLink to={`/fair?bet=${encodeURIComponent(row.betId)}`}>{t('upgrade.history.verify')}</AppLink>,
    },
  ];
  return (
    <HistoryTable columns={columns} rowKey={(row) => row.betId} emptyKey="upgrade.history.empty" {...history.table} />
  );
}
