import { useTranslation } from 'react-i18next';
import type { CaseHistoryEntry } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { type HistoryColumn, HistoryTable } from '../../screens/profile/HistoryTable';
import type { HistoryTabProps } from '../../navigation/history-tab';
import { usePagedHistory } from '../../screens/profile/use-paged-history';
import screens from '../../screens/screens.module.css';

/** `/profile/history/cases` and `/user/{id}/history/cases`: the player's openings, each verifiable. */
export default function CasesHistory({ userId }: HistoryTabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const url = userId === null ? '/users/current/cases' : `/users/${encodeURIComponent(userId)}/cases`;
  const history = usePagedHistory<CaseHistoryEntry>(url);
  const columns: HistoryColumn<CaseHistoryEntry>[] = [
    { header: 'cases.history.case', cell: (row) => <AppLink to={`/case/${row.caseAlias}`}>{row.caseName}</AppLink> },
    { header: 'cases.history.price', cell: (row) => money(row.priceCents) },
    {
      header: 'cases.history.item',
      cell: (row) => (
        <span
          className={row.item.priceCents > row.priceCents ? screens.plus : undefined}
        >{`${row.item.name} · ${money(row.item.priceCents)}`}</span>
      ),
    },
    { header: 'common.date', cell: (row) => formatDateTime(row.createdAt, language) },
    {
      header: 'cases.history.fair',
      cell: (row) => <AppLink to={`/fair?bet=${encodeURIComponent(row.betId)}`}>{t('cases.history.verify')}</AppLink>,
    },
  ];
  return (
    <HistoryTable columns={columns} rowKey={(row) => row.betId} emptyKey="cases.history.empty" {...history.table} />
  );
}
