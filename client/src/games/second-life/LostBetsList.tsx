import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../navigation/links';
import { useErrorText, useMoney } from '../../stores/stores-context';
import { Button, buttonClass } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import { useGameName } from '../../navigation/game-names';
import { countdownText } from './game-label';
import type { SecondLifeStore } from './second-life-store';
import styles from './second-life.module.css';

/** The player's lost bets of the last 24 hours, each with the time left to give it its second life. */
export const LostBetsList = observer(function LostBetsList({ store }: { store: SecondLifeStore }) {
  const { t } = useTranslation();
  const gameName = useGameName();
  const money = useMoney();
  const errorText = useErrorText();
  return (
    <Card className={styles.listCard}>
      <h2 className={styles.heading}>{t('second-life.list.title')}</h2>
      {store.bets === null && !store.loadError && <Spinner />}
      {store.loadError && store.bets === null && (
        <>
          <Alert kind="error">{errorText(store.loadError)}</Alert>
          <Button variant="secondary" onClick={() => void store.load()}>
            {t('common.retry')}
          </Button>
        </>
      )}
      {store.bets !== null && store.available.length === 0 && (
        <div className={styles.empty}>
          <p>{t('second-life.list.empty')}</p>
          <AppLink to="/games" className={buttonClass('secondary')}>
            {t('second-life.list.play')}
          </AppLink>
        </div>
      )}
      <ul className={styles.bets} role="radiogroup" aria-label={t('second-life.list.title')}>
        {store.available.map((bet) => {
          const selected = bet.betId === store.selectedBetId;
          return (
            <li key={bet.betId}>
              <button
                type="button"
                role="radio"
                aria-checked={selected}
                className={styles.bet}
                data-selected={selected}
                data-testid="second-life-bet"
                disabled={store.playing}
                onClick={() => store.select(bet.betId)}
              >
                <span className={styles.betGame}>
                  {gameName(bet.game)}
                  {bet.source !== 'REAL' && (
                    <span className={styles.tag}>{t(`second-life.list.source.${bet.source}`)}</span>
                  )}
                </span>
                <span className={styles.betStake}>{money(bet.stakeCents)}</span>
                <span className={styles.betTime}>
                  {t('second-life.list.expiresIn', { time: countdownText(store.timeLeftMs(bet)) })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
});
