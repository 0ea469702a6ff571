import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatHundredths } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useErrorText, useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { buttonClass } from '../../ui/Button';
import { Alert, Card, Empty } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import type { ListedBattle } from './battle-connection';
import { seatName } from './battle-frame';
import { battleOfAnswer } from './battle-views';
import type { LobbyStore } from './lobby-store';
import styles from './crash-battle.module.css';

interface ListedProps {
  title: string;
  empty: string;
  battles: ListedBattle[];
  status: LobbyStore['listStatus'];
  /** Open battles are joined, running ones watched. */
  kind: 'open' | 'running';
}

/** Battles from the live lobby listing: owner, seats taken, rounds, buy-in. */
export const ListedBattles = observer(function ListedBattles({ title, empty, battles, status, kind }: ListedProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Card className={styles.panel}>
      <div className={styles.sectionHead}>
        <h2>{title}</h2>
        {status === 'failed' && <span className={styles.note}>{t('crash-battle.list.offline')}</span>}
      </div>
      {status !== 'live' && battles.length === 0 ? (
        status === 'failed' ? null : (
          <Spinner />
        )
      ) : battles.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label={title}>
            <thead>
              <tr>
                <th scope="col">{t('crash-battle.list.owner')}</th>
                <th scope="col">{t('crash-battle.list.seats')}</th>
                <th scope="col" className={styles.hideNarrow}>
                  {t('crash-battle.list.rounds')}
                </th>
                <th scope="col">{t('crash-battle.list.buyIn')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('crash-battle.list.action')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {battles.map(({ roomId, listing }) => (
                <tr key={roomId} data-testid="listed-battle">
                  <td>{listing.ownerName}</td>
                  <td>{t('crash-battle.list.taken', { taken: listing.taken, seats: listing.seats })}</td>
                  <td className={styles.hideNarrow}>
                    {kind === 'running'
                      ? t('crash-battle.roundOf', { round: listing.round, rounds: listing.rounds })
                      : listing.rounds}
                  </td>
                  <td>{money(listing.buyInCents)}</td>
                  <td>
                    <AppLink
                      to={`/crashbattle/${roomId}`}
                      className={buttonClass(kind === 'open' ? 'primary' : 'secondary', 'small')}
                    >
                      {kind === 'open' ? t('crash-battle.list.join') : t('crash-battle.list.watch')}
                    </AppLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
});

/** Finished public battles from the API: players, winner, buy-in. */
export const RecentBattles = observer(function RecentBattles({ lobby }: { lobby: LobbyStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const errorText = useErrorText();
  const recent = lobby.recent;
  return (
    <Card className={styles.panel}>
      <div className={styles.sectionHead}>
        <h2>{t('crash-battle.recent.title')}</h2>
      </div>
      {lobby.recentError && !recent ? (
        <Alert kind="error">{errorText(lobby.recentError)}</Alert>
      ) : !recent ? (
        <Spinner />
      ) : recent.length === 0 ? (
        <Empty>{t('crash-battle.recent.empty')}</Empty>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label={t('crash-battle.recent.title')}>
            <thead>
              <tr>
                <th scope="col">{t('crash-battle.list.players')}</th>
                <th scope="col">{t('crash-battle.list.result')}</th>
                <th scope="col">{t('crash-battle.list.buyIn')}</th>
                <th scope="col" className={styles.hideNarrow}>
                  {t('common.date')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('crash-battle.list.action')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {recent.map((answer) => {
                const battle = battleOfAnswer(answer);
                const winner = battle.seats[battle.winnerSeat];
                return (
                  <tr key={battle.id}>
                    <td>{battle.seats.map((s) => seatName(t, battle, s.seat)).join(' · ')}</td>
                    <td>
                      {battle.status !== 'FINISHED'
                        ? t(`crash-battle.status.${battle.status}`)
                        : battle.draw || !winner
                          ? t('crash-battle.list.draw')
                          : t('crash-battle.list.won', {
                              name: seatName(t, battle, winner.seat),
                              total: formatHundredths(winner.totalHundredths),
                            })}
                    </td>
                    <td>{money(battle.buyInCents)}</td>
                    <td className={styles.hideNarrow}>
                      {answer.endedAt ? formatDateTime(answer.endedAt, language) : '—'}
                    </td>
                    <td>
                      <AppLink to={`/crashbattle/${battle.id}`} className={buttonClass('ghost', 'small')}>
                        {t('crash-battle.list.view')}
                      </AppLink>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
});
