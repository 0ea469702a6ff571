import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLink, useGo } from '../../navigation/links';
import { useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { Alert } from '../../ui/Feedback';
import screens from '../screens.module.css';
import { GamePanel } from './GamePanel';
import { type MinigameId, MinigameStore } from './minigame-store';
import { RecentPlays } from './RecentPlays';
import styles from './minigame.module.css';

/** `/minigame`: Trinity for every player and the Christmas gifts for premium holders, free plays of the battle pass. */
const MinigameScreen = observer(function MinigameScreen() {
  const { t } = useTranslation();
  const root = useStores();
  const go = useGo();
  const store = useMemo(
    () =>
      new MinigameStore({
        api: root.api,
        signedIn: () => root.session.isValid,
        balanceChanged: () => void root.user.refresh().catch(() => undefined),
      }),
    [root],
  );
  const signedIn = root.session.isValid;
  useEffect(() => {
    void store.load();
  }, [store, signedIn]);
  useEffect(() => void root.catalog.load().catch(() => undefined), [root]);

  const pick = (game: MinigameId) => async (index: number) => {
    if (!(await store.play(game, index))) go('/auth');
  };
  const state = store.state;

  return (
    <div className={screens.stack}>
      <ScreenTitle title={t('routes.minigame.title')} lead={t('minigame.lead')} />
      {store.loadError && <Alert kind="error">{t('minigame.loadError')}</Alert>}
      {state && (
        <>
          <p className={styles.note}>
            {state.battlepass
              ? t('minigame.pass', { title: state.battlepass.title, level: state.level })
              : t('minigame.noPass')}{' '}
            <AppLink to="/premium">{t('minigame.toPremium')}</AppLink>
          </p>
          <div className={styles.games}>
            <GamePanel
              store={store}
              game="trinity"
              signedIn={signedIn}
              nowMs={root.clock.nowMs}
              onPick={pick('trinity')}
            />
            <GamePanel
              store={store}
              game="christmas"
              signedIn={signedIn}
              nowMs={root.clock.nowMs}
              onPick={pick('christmas')}
            />
          </div>
          <RecentPlays plays={state.plays} />
          <p className={`${styles.note} ${screens.small}`}>{t('minigame.fairness')}</p>
        </>
      )}
    </div>
  );
});

export default MinigameScreen;
