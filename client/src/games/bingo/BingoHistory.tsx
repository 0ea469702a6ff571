import { useTranslation } from 'react-i18next';
import type { BingoHistoryEntry } from '@arena/schemas';
import { useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { type HistoryColumn, HistoryTable } from '../../screens/profile/HistoryTable';
import type { HistoryTabProps } from '../../navigation/history-tab';
import { usePagedHistory } from '../../screens/profile/use-paged-history';
import screens from '../../screens/screens.module.css';

/** `/profile/history/bingo` and `/user/{id}/history/bingo`: the player's tickets in finished draws. */
export default function BingoHistory({ userId }: HistoryTabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const url = userId === null ? '/users/current/bingo' : `/users/${encodeURIComponent(userId)}/bingo`;
  const history = usePagedHistory<BingoHistoryEntry>(url);
  const columns: HistoryColumn<BingoHistoryEntry>[] = [
    { header: 'bingo.profile.draw', cell: (row) => `#${row.drawNumber}` },
    { header: 'bingo.profile.numbers', cell: (row) => row.numbers.join(' ') },
    { header: 'bingo.profile.drawn', cell: (row) => row.drawnNumbers.join(' ') },
    { header: 'bingo.tier.matches', cell: (row) => row.matches },
    {
      header: 'profile.stake',
      cell: (row) => (row.source === 'EARNED' ? t('bingo.mine.EARNED') : money(row.priceCents)),
    },
    {
      header: 'profile.payout',
      cell: (row) => (
        <span className={row.prizeCents > row.priceCents ? screens.plus : undefined}>{money(row.prizeCents)}</span>
      ),
    },
    { header: 'common.date', cell: (row) => formatDateTime(row.drawAt, language) },
  ];
  return (
    <HistoryTable
      columns={columns}
      rowKey={(row) => row.ticketId}
      emptyKey="bingo.history.emptyTickets"
      {...history.table}
    />
  );
}
