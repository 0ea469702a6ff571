import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useGo } from '../../navigation/links';
import { useLanguage, useStores } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { Alert } from '../../ui/Feedback';
import screens from '../screens.module.css';
import { CapturePanel } from './CapturePanel';
import { ChoicePanel } from './ChoicePanel';
import { clanWarConnector } from './clan-war-connection';
import { areaName, clanName } from './clan-names';
import { ClansStore } from './clans-store';
import { MyClanPanel } from './MyClanPanel';
import { Ranking } from './Ranking';
import { WarMap } from './WarMap';
import styles from './clans.module.css';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The newest capture on the live map, as a one-line ticker. */
const LastCapture = observer(function LastCapture({ store }: { store: ClansStore }) {
  const { t } = useTranslation();
  const last = store.lastCapture;
  if (!last) return null;
  const args = { name: last.name, clan: clanName(t, last.clanId), area: areaName(t, last.areaId), points: last.points };
  return (
    <p className={styles.ticker} role="status" data-testid="last-capture">
      {last.action === 'REINFORCE' ? t('clans.map.lastReinforce', args) : t('clans.map.lastCapture', args)}
    </p>
  );
});

/** `/clans`: the three-step clan choice, my clan and points, the live domination map, captures and the ranking. */
const ClansScreen = observer(function ClansScreen() {
  const { t } = useTranslation();
  const root = useStores();
  const language = useLanguage();
  const go = useGo();
  const store = useMemo(
    () =>
      new ClansStore({
        api: root.api,
        signedIn: () => root.session.isValid,
        connectMap: clanWarConnector(() => root.site.settings?.gameServerUrl ?? null),
        wait,
      }),
    [root],
  );
  const signedIn = root.session.isValid;
  const gameServerUrl = root.site.settings?.gameServerUrl ?? null;
  useEffect(() => {
    void store.load();
  }, [store, signedIn]);
  useEffect(() => {
    if (!gameServerUrl) return;
    void store.connect();
    return () => store.disconnect();
  }, [store, gameServerUrl]);

  const overview = store.overview;
  const me = overview?.me ?? null;
  const showChoice = !me?.clanId || store.step === 'assigned';
  return (
    <div className={screens.stack}>
      <ScreenTitle title={t('routes.clans.title')} lead={t('clans.lead')} />
      {store.loadError && <Alert kind="error">{t('clans.loadError')}</Alert>}
      {overview && (
        <>
          <p className={screens.muted} data-testid="clan-season">
            {t('clans.seasonEnds', {
              number: overview.season.index,
              date: formatDateTime(overview.season.endsAt, language),
            })}
          </p>
          <div className={styles.top}>
            {showChoice && <ChoicePanel store={store} onSignIn={() => go('/auth')} />}
            {me?.clanId && <MyClanPanel store={store} />}
          </div>
          <section className={styles.war}>
            <div className={styles.mapWrap}>
              <div className={styles.mapHead}>
                <h2>{t('clans.map.title')}</h2>
                {store.live && <span className={styles.live}>● {t('clans.map.live')}</span>}
              </div>
              <WarMap store={store} />
              <LastCapture store={store} />
            </div>
            <CapturePanel store={store} />
          </section>
          <Ranking store={store} />
        </>
      )}
    </div>
  );
});

export default ClansScreen;
