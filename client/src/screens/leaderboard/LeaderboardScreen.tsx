import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LEADERBOARD_RULES, type LeaderboardEntry } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useErrorText, useLanguage, useMoney, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { buttonClass } from '../../ui/Button';
import { Alert, Card, Empty } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import { formatTimeLeft } from '../premium/premium-views';
import { LeaderboardStore } from './leaderboard-store';
import { formatPeriod } from './leaderboard-views';
import { type RankColumn, RankTable } from './RankTable';
import screens from '../screens.module.css';
import styles from './leaderboard.module.css';

/** `/leaderboard`: the week's wagering race (standings, my position, countdown, prizes) and the last winners. */
const LeaderboardScreen = observer(function LeaderboardScreen() {
  const { t } = useTranslation();
  const root = useStores();
  const money = useMoney();
  const language = useLanguage();
  const errorText = useErrorText();
  const store = useMemo(() => new LeaderboardStore({ api: root.api }), [root]);
  const signedIn = root.session.isValid;
  useEffect(() => {
    void store.load();
  }, [store, signedIn]);

  const board = store.board;
  const now = root.clock.nowMs;
  const ended = board !== null && now >= board.endsAt;
  // The period rolled over while the page was open: the new one (and the winners of this one) come from the server.
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => void store.load(), 5_000);
    return () => clearTimeout(timer);
  }, [ended, store]);

  const myId = root.user.state?.id;
  const columns: RankColumn<LeaderboardEntry>[] = [
    { header: 'leaderboard.colRank', cell: (row) => `#${row.rank}`, className: styles.rank },
    {
      header: 'leaderboard.colPlayer',
      cell: (row) => <AppLink to={`/user/${encodeURIComponent(row.userId)}`}>{row.name}</AppLink>,
    },
    { header: 'leaderboard.colWagered', cell: (row) => money(row.wageredCents) },
    {
      header: 'leaderboard.colPrize',
      cell: (row) => (row.prizeCents > 0 ? <span className={styles.gold}>{money(row.prizeCents)}</span> : '—'),
    },
  ];

  return (
    <div className={screens.stack}>
      <ScreenTitle
        title={t('routes.leaderboard.title')}
        lead={t('leaderboard.lead', { places: LEADERBOARD_RULES.prizesCents.length })}
        actions={
          <AppLink to="/top" className={buttonClass('secondary', 'small')}>
            {t('leaderboard.toTop')}
          </AppLink>
        }
      />
      {store.error !== null && !board && <Alert kind="error">{errorText(store.error)}</Alert>}
      {!board && store.error === null && <Spinner />}
      {board && (
        <>
          <div className={styles.head}>
            <Card>
              <span className={styles.label}>{t('leaderboard.period')}</span>
              <strong className={styles.big}>{formatPeriod(board.startsAt, board.endsAt, language)}</strong>
              <span className={styles.note}>{t('leaderboard.timesUtc')}</span>
            </Card>
            <Card>
              <span className={styles.label}>{ended ? t('leaderboard.ended') : t('leaderboard.endsIn')}</span>
              <strong className={styles.big} data-testid="leaderboard-countdown">
                {formatTimeLeft(board.endsAt, now)}
              </strong>
            </Card>
            <Card>
              <span className={styles.label}>{t('leaderboard.prizePool')}</span>
              <strong className={`${styles.big} ${styles.gold}`}>{money(store.prizePoolCents)}</strong>
            </Card>
            <Card>
              <span className={styles.label}>{t('leaderboard.yourPosition')}</span>
              {board.me === null ? (
                <AppLink to="/auth">{t('leaderboard.signIn')}</AppLink>
              ) : board.me.rank === null ? (
                <span className={styles.note} data-testid="leaderboard-me">
                  {t('leaderboard.notRanked')}
                </span>
              ) : (
                <div data-testid="leaderboard-me">
                  <strong className={styles.big}>#{board.me.rank}</strong>
                  <span className={styles.note}>
                    {t('leaderboard.yourWager', { amount: money(board.me.wageredCents) })}
                    {board.me.prizeCents > 0 && (
                      <> · {t('leaderboard.yourPrize', { amount: money(board.me.prizeCents) })}</>
                    )}
                  </span>
                </div>
              )}
            </Card>
          </div>

          <div className={styles.columns}>
            <section className={styles.section} aria-labelledby="leaderboard-standings">
              <h2 id="leaderboard-standings">{t('leaderboard.standings')}</h2>
              <RankTable
                label={t('leaderboard.standings')}
                columns={columns}
                rows={board.standings}
                rowKey={(row) => row.userId}
                isMine={(row) => row.userId === myId}
                emptyKey="leaderboard.empty"
              />
            </section>
            <div className={screens.stack}>
              <section className={styles.section} aria-labelledby="leaderboard-prizes">
                <h2 id="leaderboard-prizes">{t('leaderboard.prizes')}</h2>
                <ol className={styles.prizes}>
                  {board.prizesCents.map((cents, index) => (
                    <li key={index}>
                      #{index + 1} <strong className={styles.gold}>{money(cents)}</strong>
                    </li>
                  ))}
                </ol>
              </section>
              <section className={styles.section} aria-labelledby="leaderboard-rules">
                <h2 id="leaderboard-rules">{t('leaderboard.rules')}</h2>
                <p className={styles.note}>
                  {t('leaderboard.rulesText', { minutes: LEADERBOARD_RULES.graceMs / 60_000 })}
                </p>
              </section>
            </div>
          </div>

          <section className={styles.section} aria-labelledby="leaderboard-previous">
            <h2 id="leaderboard-previous">
              {t('leaderboard.previous')}
              {store.previous && (
                <span className={styles.note}>
                  {' '}
                  · {formatPeriod(store.previous.startsAt, store.previous.endsAt, language)}
                </span>
              )}
            </h2>
            {store.previous === null ? (
              <Empty>{t('leaderboard.noPrevious')}</Empty>
            ) : (
              <RankTable
                label={t('leaderboard.previous')}
                columns={columns}
                rows={store.previous.winners}
                rowKey={(row) => row.userId}
                isMine={(row) => row.userId === myId}
                emptyKey="leaderboard.noWinners"
              />
            )}
          </section>
        </>
      )}
    </div>
  );
});

export default LeaderboardScreen;
