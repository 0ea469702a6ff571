import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ItemHistoryEntryAnswer } from '@arena/schemas';
import { useLanguage, useMoney, useStores } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { useCodeLabel } from './code-label';
import { type HistoryColumn, HistoryTable } from './HistoryTable';
import { pagingProps } from './paged-history';

/** The skin history: every skin that came or went, newest first. */
export const ProfileHistory = observer(function ProfileHistory() {
  const { profile, catalog } = useStores();
  const money = useMoney();
  const language = useLanguage();
  const eventLabel = useCodeLabel('profile.events');
  const [page, setPage] = useState(1);

  useEffect(() => {
    void profile.loadItemHistory(page);
    void catalog.load().catch(() => undefined);
  }, [profile, catalog, page]);

  const columns: HistoryColumn<ItemHistoryEntryAnswer>[] = [
    {
      header: 'profile.skin',
      cell: (entry) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          {entry.icon && catalog.cdnBaseUrl && <img src={catalog.iconUrl(entry.icon)} alt="" width="40" height="28" />}
          {entry.name}
        </span>
      ),
    },
    { header: 'profile.event', cell: (entry) => eventLabel(entry.event) },
    { header: 'profile.price', cell: (entry) => money(entry.priceCents) },
    { header: 'common.date', cell: (entry) => formatDateTime(entry.createdAt, language) },
  ];
  return (
    <HistoryTable
      columns={columns}
      rowKey={(entry) => entry.id}
      emptyKey="profile.noHistory"
      error={profile.error}
      {...pagingProps(profile.itemHistory, setPage)}
    />
  );
});
