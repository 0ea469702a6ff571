import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { clanColour } from '@arena/schemas';
import { useMoney } from '../../stores/stores-context';
import screens from '../screens.module.css';
import { clanName } from './clan-names';
import type { ClansStore } from './clans-store';
import { shownPlace } from './ranking-view';

/** The season ranking as it stands (live): areas, then points; the pool each rank would split if it ended now. */
export const Ranking = observer(function Ranking({ store }: { store: ClansStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className={screens.section}>
      <h2>{t('clans.ranking.title')}</h2>
      <div className={screens.tableWrap}>
        <table className={screens.table} data-testid="clan-ranking">
          <thead>
            <tr>
              <th>{t('clans.ranking.rank')}</th>
              <th>{t('clans.ranking.clan')}</th>
              <th>{t('clans.ranking.members')}</th>
              <th>{t('clans.ranking.areas')}</th>
              <th>{t('clans.ranking.points')}</th>
              <th>{t('clans.ranking.pool')}</th>
            </tr>
          </thead>
          <tbody>
            {store.standings.map((clan) => {
              const place = shownPlace(clan);
              return (
                <tr key={clan.id} data-clan={clan.id}>
                  <td data-testid="clan-rank">{place ? place.rank : '—'}</td>
                  <td style={{ color: clanColour(clan.id), fontWeight: 700 }}>{clanName(t, clan.id)}</td>
                  <td>{clan.members}</td>
                  <td>{clan.areas}</td>
                  <td>{clan.points}</td>
                  <td>{place ? money(place.poolCents) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={`${screens.muted} ${screens.small}`}>{t('clans.ranking.rules')}</p>
    </section>
  );
});
