import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { GIVEAWAY_TYPES, type AdminGiveawayRow, type GiveawayType } from '@arena/schemas';
import { useErrorText, useLanguage, useMoney, useStores } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { Alert, Card } from '../../ui/Feedback';
import { SelectField } from '../../ui/Field';
import { type HistoryColumn, HistoryTable } from '../profile/HistoryTable';
import { pagingProps } from '../profile/paged-history';
import screens from '../screens.module.css';
import { AdminGiveawaysStore } from './giveaways-store';
import { useAction } from './use-action';

/** One type's giveaways, newest first: period, participants, seed hash (and seed once drawn), winners and payout. */
export const GiveawaysTab = observer(function GiveawaysTab() {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const errorText = useErrorText();
  const { api } = useStores();
  const [store] = useState(() => new AdminGiveawaysStore(api));
  const action = useAction();

  useEffect(() => {
    void action.run(() => store.load());
  }, [store]);

  const columns: HistoryColumn<AdminGiveawayRow>[] = [
    {
      header: 'admin.giveaways.period',
      cell: (row) => `#${row.id} · ${formatDateTime(row.startsAt, language)} – ${formatDateTime(row.endsAt, language)}`,
    },
    { header: 'common.status', cell: (row) => row.status },
    { header: 'admin.giveaways.participants', cell: (row) => row.participantCount },
    { header: 'admin.giveaways.prizes', cell: (row) => `${row.prizeCount} · ${money(row.prizeCents)}` },
    {
      header: 'admin.giveaways.seeds',
      className: screens.small,
      cell: (row) => (
        <>
          <code title={t('giveaway.seedHash')}>{row.seedHash}</code>
          <br />
          <code title={t('giveaway.serverSeed')}>{row.serverSeed ?? t('giveaway.seedHidden')}</code>
        </>
      ),
    },
    {
      header: 'admin.giveaways.winners',
      cell: (row) =>
        row.winners.length === 0 ? (
          '—'
        ) : (
          <ul className={screens.small}>
            {row.winners.map((winner) => (
              <li key={winner.slot}>
                {winner.name}: {money(winner.priceCents)} ({winner.itemStatus})
              </li>
            ))}
          </ul>
        ),
    },
    { header: 'admin.giveaways.payout', cell: (row) => t(`admin.giveaways.payouts.${row.payout}`) },
  ];

  return (
    <Card>
      <div className={screens.between}>
        <h2>{t('admin.tabs.giveaways')}</h2>
        <SelectField
          label={t('admin.giveaways.type')}
          value={store.type}
          onChange={(event) => void action.run(() => store.load(event.target.value as GiveawayType))}
        >
          {GIVEAWAY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`giveaway.type.${type}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
      <div data-testid="admin-giveaways">
        <HistoryTable
          columns={columns}
          rowKey={(row) => row.id}
          emptyKey="admin.giveaways.none"
          {...pagingProps(store.answer, (page) => void action.run(() => store.load(store.type, page)))}
        />
      </div>
    </Card>
  );
});
