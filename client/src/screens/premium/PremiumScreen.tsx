import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { BATTLEPASS_RULES, levelFor } from '@arena/schemas';
import { AppLink, useGo } from '../../navigation/links';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { Button } from '../../ui/Button';
import { Alert, Card, Empty } from '../../ui/Feedback';
import { CalendarGrid } from './CalendarGrid';
import { LevelTrack } from './LevelTrack';
import { PremiumStore } from './premium-store';
import { formatTimeLeft, levelProgress } from './premium-views';
import { Leaders } from './Leaders';
import screens from '../screens.module.css';
import styles from './premium.module.css';

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** `/premium`: the Battle Pass — levels with free and premium rewards, the premium pass and level cards, calendar, leaders. */
const PremiumScreen = observer(function PremiumScreen() {
  const { t } = useTranslation();
  const root = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  const go = useGo();
  const now = useNow();
  const store = useMemo(
    () =>
      new PremiumStore({
        api: root.api,
        signedIn: () => root.session.isValid,
        balanceChanged: () => void root.user.refresh().catch(() => undefined),
        storage: window.localStorage,
      }),
    [root],
  );
  const signedIn = root.session.isValid;
  useEffect(() => {
    void store.load();
  }, [store, signedIn]);
  useEffect(() => void root.catalog.load().catch(() => undefined), [root]);

  const pass = store.selected;
  const state = store.state;
  const buy = async (bundle: Parameters<PremiumStore['buy']>[0], count = 1) => {
    if (!(await store.buy(bundle, count))) go('/auth');
  };
  const thresholds = state?.levels.map((l) => l.experience) ?? [];

  return (
    <div className={screens.stack}>
      <ScreenTitle title={t('routes.premium.title')} lead={t('premium.lead')} />
      <AppLink to="/minigame">{t('minigame.fromPremium')}</AppLink>
      {store.loadError && <Alert kind="error">{t('premium.loadError')}</Alert>}
      {!store.loading && store.passes.length === 0 && !store.loadError && <Empty>{t('premium.none')}</Empty>}
      {store.passes.length > 1 && (
        <div className={screens.row} role="tablist">
          {store.passes.map((p) => (
            <Button
              key={p.id}
              variant={p.id === store.selectedId ? 'primary' : 'secondary'}
              onClick={() => void store.select(p.id)}
            >
              {p.title}
            </Button>
          ))}
        </div>
      )}
      {pass && state && (
        <>
          <Card className={styles.head}>
            <div>
              <h2>{pass.title}</h2>
              <span className={styles.status} data-status={pass.status}>
                {t(`premium.status.${pass.status}`)}
              </span>{' '}
              <span className={styles.note}>
                {pass.status === 'ACTIVE'
                  ? t('premium.endsIn', { time: formatTimeLeft(pass.finishedAt, now) })
                  : pass.status !== 'ENDS'
                    ? t('premium.startsIn', { time: formatTimeLeft(pass.startedAt, now) })
                    : ''}
              </span>
            </div>
            <div className={styles.progress}>
              <strong data-testid="my-level">
                {t('premium.level', { level: levelFor(state.experience, thresholds) })}
              </strong>
              <span>{t('premium.experience', { experience: state.experience })}</span>
              <div className={styles.bar} aria-hidden="true">
                <div style={{ width: `${Math.round(levelProgress(state.experience, thresholds) * 100)}%` }} />
              </div>
              <span className={styles.note}>
                {t('premium.rate', { amount: money(BATTLEPASS_RULES.centsPerExperience) })}
              </span>
            </div>
          </Card>
          {store.buyError && (
            <div role="alert">
              <Alert kind="error">{t('premium.buyError', { message: errorText(store.buyError) })}</Alert>
            </div>
          )}
          {store.claimError && (
            <Alert kind="error">{t('premium.claimError', { message: errorText(store.claimError) })}</Alert>
          )}
          {store.notice && (
            <Alert kind="success">
              {t(store.notice.kind === 'bought' ? 'premium.bought' : 'premium.claimedNotice')}
            </Alert>
          )}
          <div className={styles.shop}>
            {store.premiumBundle && (
              <Card className={styles.premiumCard}>
                <h2>{t('premium.premiumTitle')}</h2>
                <p className={styles.note}>{t('premium.premiumPerks')}</p>
                {state.premium ? (
                  <strong className={styles.claimed}>{t('premium.premiumActive')}</strong>
                ) : (
                  <div className={screens.row}>
                    {pass.status === 'PRESALE' && (
                      <>
                        <s className={styles.note}>{money(store.premiumBundle.oldPrice)}</s>
                        <span className={styles.discount}>
                          {t('premium.presaleOff', { percent: BATTLEPASS_RULES.presaleDiscountBasisPoints / 100 })}
                        </span>
                      </>
                    )}
                    <Button
                      variant="success"
                      disabled={!store.canBuy || store.busy !== null}
                      onClick={() => void buy(store.premiumBundle!)}
                    >
                      {signedIn
                        ? t('premium.buyFor', { price: money(store.premiumBundle.price) })
                        : t('premium.signIn')}
                    </Button>
                  </div>
                )}
              </Card>
            )}
            {store.levelCards.map((card) => (
              <Card key={card.id} className={styles.levelCard}>
                <h3>{t('premium.cardXp', { experience: card.experience })}</h3>
                <span className={styles.price}>{money(card.price)}</span>
                <Button
                  variant="secondary"
                  disabled={!store.canBuy || store.busy !== null}
                  onClick={() => void buy(card)}
                >
                  {signedIn ? t('premium.buy') : t('premium.signIn')}
                </Button>
              </Card>
            ))}
          </div>
          <section aria-labelledby="premium-levels">
            <h2 id="premium-levels">{t('premium.levels')}</h2>
            <LevelTrack store={store} />
          </section>
          <CalendarGrid store={store} nowMs={now} />
          <Leaders store={store} />
        </>
      )}
    </div>
  );
});

export default PremiumScreen;
