import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SECOND_LIFE_RULES } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { HeartMonitor } from '../../scenes/second-life/HeartMonitor';
import { buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import { ChancePanel } from './ChancePanel';
import { LostBetsList } from './LostBetsList';
import { ResultCard } from './ResultCard';
import { RulesCard } from './RulesCard';
import { SecondLifeStore } from './second-life-store';
import styles from './second-life.module.css';

/** `/second-life`: a second chance on a bet lost in the last 24 hours. */
const SecondLifeScreen = observer(function SecondLifeScreen() {
  const root = useStores();
  const { t } = useTranslation();
  const store = useMemo(
    () =>
      new SecondLifeStore({
        api: root.api,
        now: () => Date.now(),
        setTimer: (handler, ms) => {
          const timer = setTimeout(handler, ms);
          return () => clearTimeout(timer);
        },
        onBalance: (balance) => root.user.setBalance(balance.realCents, balance.bonusCents),
      }),
    [root],
  );
  const signedIn = root.session.isValid;
  useEffect(() => {
    if (signedIn) void store.load();
    return () => store.dispose();
  }, [store, signedIn]);
  useEffect(() => {
    const timer = setInterval(() => store.tick(), 1_000);
    return () => clearInterval(timer);
  }, [store]);

  const result = store.result;
  const chance = result ? result.chance : (store.quote?.chance ?? null);
  return (
    <div className={styles.screen}>
      <div className={layout.titleRow}>
        <ScreenTitle title={t('second-life.title')} />
      </div>
      <p className={layout.note}>{t('second-life.lead')}</p>
      <div className={layout.columns}>
        <div className={layout.panel}>
          {signedIn ? (
            <>
              <LostBetsList store={store} />
              <ChancePanel store={store} />
            </>
          ) : (
            <Card className={layout.panel}>
              <p>{t('second-life.signIn')}</p>
              <AppLink to="/auth" className={buttonClass('primary')}>
                {t('second-life.signInButton')}
              </AppLink>
            </Card>
          )}
        </div>
        <div className={styles.stage}>
          <HeartMonitor
            chance={chance}
            float={result?.float ?? null}
            won={result?.won ?? null}
            revealing={store.revealing}
            revealMs={SECOND_LIFE_RULES.revealMs}
            playId={result?.betId ?? null}
          />
          <ResultCard store={store} />
          <RulesCard />
        </div>
      </div>
    </div>
  );
});

export default SecondLifeScreen;
