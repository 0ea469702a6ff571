import { useTranslation } from 'react-i18next';
import type { SecondLifeHistoryEntry } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { type HistoryColumn, HistoryTable } from '../../screens/profile/HistoryTable';
import type { HistoryTabProps } from '../../navigation/history-tab';
import { usePagedHistory } from '../../screens/profile/use-paged-history';
import screens from '../../screens/screens.module.css';
import { useGameName } from '../../navigation/game-names';

/** `/profile/history/second-life` and `/user/{id}/history/second-life`: the player's second lives. */
export default function SecondLifeHistory({ userId }: HistoryTabProps) {
  const { t } = useTranslation();
  const gameName = useGameName();
  const money = useMoney();
  const language = useLanguage();
  const url = userId === null ? '/users/current/second-lives' : `/users/${encodeURIComponent(userId)}/second-lives`;
  const history = usePagedHistory<SecondLifeHistoryEntry>(url);
  const columns: HistoryColumn<SecondLifeHistoryEntry>[] = [
    { header: 'second-life.history.game', cell: (row) => gameName(row.originalGame) },
    { header: 'second-life.history.lostStake', cell: (row) => money(row.lostStakeCents) },
    { header: 'second-life.history.chance', cell: (row) => `${(row.chance * 100).toFixed(2)}%` },
    { header: 'second-life.history.premium', cell: (row) => money(row.premiumCents) },
    {
      header: 'second-life.history.recovered',
      cell: (row) => (
        <span className={row.won ? screens.plus : screens.minus}>
          {row.won ? money(row.recoveredCents) : t('second-life.history.flatline')}
        </span>
      ),
    },
    { header: 'common.date', cell: (row) => formatDateTime(row.createdAt, language) },
    {
      header: 'second-life.history.fair',
      cell: (row) => (
        <AppLink to={`/fair?bet=${encodeURIComponent(row.betId)}`}>{t('second-life.result.fair')}</AppLink>
      ),
    },
  ];
  return (
    <HistoryTable
      columns={columns}
      rowKey={(row) => row.betId}
      emptyKey="second-life.history.empty"
      {...history.table}
    />
  );
}
