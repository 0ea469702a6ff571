import { observer } from 'mobx-react-lite';
import type { RevsharePeriod } from '@arena/schemas';
import { useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { type HistoryColumn, HistoryTable } from '../profile/HistoryTable';

/** The paid weeks, newest first: revenue, the loss carried in and out, and the revshare paid. */
export const RevshareHistory = observer(function RevshareHistory({ history }: { history: readonly RevsharePeriod[] }) {
  const money = useMoney();
  const language = useLanguage();
  const columns: HistoryColumn<RevsharePeriod>[] = [
    { header: 'partners.week', cell: (row) => formatDateTime(row.periodStart, language) },
    { header: 'partners.weekRevenue', cell: (row) => money(row.revenueCents) },
    { header: 'partners.carryIn', cell: (row) => money(-row.carryInCents) },
    { header: 'partners.weekRevshare', cell: (row) => money(row.revshareCents) },
    { header: 'partners.carryOut', cell: (row) => money(-row.carryOutCents) },
  ];
  return (
    <HistoryTable
      columns={columns}
      rows={history}
      rowKey={(row) => row.periodStart}
      page={1}
      pages={1}
      onPage={() => undefined}
      emptyKey="partners.noHistory"
    />
  );
});
