import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../navigation/links';
import { useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Empty } from '../../ui/Feedback';
import { FairnessPanel } from './FairnessPanel';
import type { GiveawayStore } from './giveaway-store';
import { TYPE_KEYS } from './giveaway-views';
import screens from '../screens.module.css';

/** The latest winners, newest giveaway first; "Verify" opens that giveaway's draw below the table. */
export const PastWinners = observer(function PastWinners({ store }: { store: GiveawayStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const openedPast = store.detail !== null && !store.current.some((g) => g.id === store.detail?.id);

  return (
    <section aria-labelledby="giveaway-past" className={screens.stack}>
      <h2 id="giveaway-past">{t('giveaway.pastWinners')}</h2>
      {store.pastWinners.length === 0 ? (
        <Empty>{t('giveaway.noWinners')}</Empty>
      ) : (
        <div className={screens.tableWrap}>
          <table className={screens.table}>
            <thead>
              <tr>
                <th>{t('giveaway.giveaway')}</th>
                <th>{t('common.date')}</th>
                <th>{t('giveaway.winner')}</th>
                <th>{t('giveaway.prize')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {store.pastWinners.map((winner) => (
                <tr key={`${winner.giveawayId}-${winner.slot}`}>
                  <td>{t(TYPE_KEYS[winner.type])}</td>
                  <td>{formatDateTime(winner.endsAt, language)}</td>
                  <td>
                    <AppLink to={`/user/${encodeURIComponent(winner.userId)}`}>{winner.name}</AppLink>
                  </td>
                  <td>
                    {winner.prize.name} · {money(winner.prize.priceCents)}
                  </td>
                  <td>
                    <Button size="small" variant="ghost" onClick={() => void store.openDetail(winner.giveawayId)}>
                      {t('giveaway.verify')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(openedPast || store.detailError) && <FairnessPanel store={store} />}
    </section>
  );
});
