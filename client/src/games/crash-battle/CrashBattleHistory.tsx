import { useTranslation } from 'react-i18next';
import { type CrashBattleHistoryEntry, formatHundredths } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { type HistoryColumn, HistoryTable } from '../../screens/profile/HistoryTable';
import type { HistoryTabProps } from '../../navigation/history-tab';
import { usePagedHistory } from '../../screens/profile/use-paged-history';
import screens from '../../screens/screens.module.css';

/** `/profile/history/crashbattle` and `/user/{id}/history/crashbattle`: battles the player sat in. */
export default function CrashBattleHistory({ userId }: HistoryTabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const url = userId === null ? '/users/current/crashbattles' : `/users/${encodeURIComponent(userId)}/crashbattles`;
  const history = usePagedHistory<CrashBattleHistoryEntry>(url);
  const columns: HistoryColumn<CrashBattleHistoryEntry>[] = [
    {
      header: 'crash-battle.history.battle',
      cell: (row) => (
        <AppLink to={`/crashbattle/${row.battleId}`}>{t('crash-battle.info.seats', { n: row.seats })}</AppLink>
      ),
    },
    { header: 'crash-battle.list.rounds', cell: (row) => row.rounds },
    { header: 'crash-battle.list.buyIn', cell: (row) => money(row.buyInCents) },
    { header: 'crash-battle.history.total', cell: (row) => `${formatHundredths(row.totalHundredths)}×` },
    { header: 'crash-battle.history.outcome', cell: (row) => t(`crash-battle.history.outcomes.${row.outcome}`) },
    {
      header: 'profile.payout',
      cell: (row) => (
        <span className={row.payoutCents > row.buyInCents ? screens.plus : undefined}>{money(row.payoutCents)}</span>
      ),
    },
    { header: 'common.date', cell: (row) => formatDateTime(row.endedAt, language) },
  ];
  return (
    <HistoryTable
      columns={columns}
      rowKey={(row) => row.battleId}
      emptyKey="crash-battle.history.empty"
      {...history.table}
    />
  );
}
