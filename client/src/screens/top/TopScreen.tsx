import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TOP_PERIODS, type TopBet, type TopPlayer } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useErrorText, useLanguage, useMoney, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { Button, buttonClass } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import { dayMs, formatDayRange, formatMultiplier, gameNameKey } from '../leaderboard/leaderboard-views';
import { type RankColumn, RankTable } from '../leaderboard/RankTable';
import { TopStore } from './top-store';
import screens from '../screens.module.css';
import styles from '../leaderboard/leaderboard.module.css';

/** `/top`: biggest wins, luckiest multipliers and the best net results of today, the last 7 days or all time. */
const TopScreen = observer(function TopScreen() {
  const { t } = useTranslation();
  const root = useStores();
  const money = useMoney();
  const language = useLanguage();
  const errorText = useErrorText();
  const store = useMemo(() => new TopStore({ api: root.api }), [root]);
  useEffect(() => {
    void store.load();
  }, [store]);

  const answer = store.answer;
  const myId = root.user.state?.id;
  const player = (row: { userId: string; name: string }) => (
    <AppLink to={`/user/${encodeURIComponent(row.userId)}`}>{row.name}</AppLink>
  );
  const game = (row: TopBet) => {
    const key = gameNameKey(row.game);
    return key ? t(key) : row.game;
  };
  const rank: RankColumn<{ rank: number }> = {
    header: 'top.colRank',
    cell: (row) => `#${row.rank}`,
    className: styles.rank,
  };
  const wins: RankColumn<TopBet>[] = [
    rank,
    { header: 'top.colPlayer', cell: player },
    { header: 'top.colGame', cell: game },
    { header: 'top.colStake', cell: (row) => money(row.stakeCents) },
    { header: 'top.colProfit', cell: (row) => <span className={screens.plus}>+{money(row.profitCents)}</span> },
  ];
  const lucky: RankColumn<TopBet>[] = [
    rank,
    { header: 'top.colPlayer', cell: player },
    { header: 'top.colGame', cell: game },
    {
      header: 'top.colMultiplier',
      cell: (row) => (
        <strong className={styles.gold}>
          {t('top.multiplier', { value: formatMultiplier(row.multiplierHundredths) })}
        </strong>
      ),
    },
    { header: 'top.colPayout', cell: (row) => money(row.payoutCents) },
  ];
  const best: RankColumn<TopPlayer>[] = [
    rank,
    { header: 'top.colPlayer', cell: player },
    { header: 'top.colBets', cell: (row) => row.bets },
    { header: 'top.colStake', cell: (row) => money(row.stakedCents) },
    { header: 'top.colNet', cell: (row) => <span className={screens.plus}>+{money(row.profitCents)}</span> },
  ];
  const mine = (row: { userId: string }) => row.userId === myId;

  return (
    <div className={screens.stack}>
      <ScreenTitle
        title={t('routes.top.title')}
        lead={t('top.lead')}
        actions={
          <AppLink to="/leaderboard" className={buttonClass('secondary', 'small')}>
            {t('top.toLeaderboard')}
          </AppLink>
        }
      />
      <div className={screens.row} role="group" aria-label={t('top.periodLabel')}>
        {TOP_PERIODS.map((period) => (
          <Button
            key={period}
            variant={period === store.period ? 'primary' : 'secondary'}
            aria-pressed={period === store.period}
            onClick={() => void store.select(period)}
          >
            {t(`top.period.${period}`)}
          </Button>
        ))}
        {answer?.fromDay && answer.toDay && (
          <span className={styles.note}>
            {formatDayRange(dayMs(answer.fromDay), dayMs(answer.toDay), language)} · {t('leaderboard.timesUtc')}
          </span>
        )}
      </div>
      {store.error !== null && !answer && <Alert kind="error">{errorText(store.error)}</Alert>}
      {!answer && store.error === null && <Spinner />}
      {answer && (
        <>
          <section className={styles.section} aria-labelledby="top-best">
            <h2 id="top-best">{t(`top.bestPlayers.${answer.period}`)}</h2>
            <RankTable
              label={t(`top.bestPlayers.${answer.period}`)}
              columns={best}
              rows={answer.bestPlayers}
              rowKey={(row) => row.userId}
              isMine={mine}
              emptyKey="top.empty"
            />
          </section>
          <div className={styles.columns}>
            <section className={styles.section} aria-labelledby="top-wins">
              <h2 id="top-wins">{t('top.biggestWins')}</h2>
              <RankTable
                label={t('top.biggestWins')}
                columns={wins}
                rows={answer.biggestWins}
                rowKey={(row) => row.betId}
                isMine={mine}
                emptyKey="top.empty"
              />
            </section>
            <Card>
              <h2>{t('top.about')}</h2>
              <p className={styles.note}>{t('top.aboutText', { amount: money(answer.luckyMinStakeCents) })}</p>
            </Card>
          </div>
          <section className={styles.section} aria-labelledby="top-lucky">
            <h2 id="top-lucky">{t('top.luckiest')}</h2>
            <RankTable
              label={t('top.luckiest')}
              columns={lucky}
              rows={answer.luckiest}
              rowKey={(row) => row.betId}
              isMine={mine}
              emptyKey="top.empty"
            />
          </section>
        </>
      )}
    </div>
  );
});

export default TopScreen;
