import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ReferralListItem } from '@arena/schemas';
import { useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { type HistoryColumn, HistoryTable } from '../profile/HistoryTable';
import type { PartnersStore } from './partners-store';

/** My referrals, newest first: what they deposited and played since joining, their skin tier, my deposit share. */
export const ReferralsTable = observer(function ReferralsTable({ store }: { store: PartnersStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const columns: HistoryColumn<ReferralListItem>[] = [
    { header: 'partners.player', cell: (row) => row.name },
    { header: 'partners.joined', cell: (row) => formatDateTime(row.linkedAt, language) },
    { header: 'partners.deposited', cell: (row) => money(row.depositedCents) },
    { header: 'partners.played', cell: (row) => money(row.playedCents) },
    {
      header: 'partners.skin',
      cell: (row) =>
        row.skinCents === null
          ? t('partners.notQualified')
          : t('partners.qualifiedSkin', { amount: money(row.skinCents) }),
    },
    { header: 'partners.share', cell: (row) => money(row.depositShareCents) },
  ];
  return (
    <HistoryTable
      columns={columns}
      rows={store.referrals?.items ?? null}
      rowKey={(row) => row.userId}
      page={store.page}
      pages={store.pages}
      onPage={(page) => void store.setPage(page)}
      error={store.error}
      emptyKey="partners.noReferrals"
    />
  );
});
