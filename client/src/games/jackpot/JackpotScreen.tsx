import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { RoomStatusAlerts, useRoomConnection } from '../room-screen';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { TabLinks } from '../../ui/Tabs';
import layout from '../game-screen.module.css';
import { EnterPanel } from './EnterPanel';
import { EntriesList } from './EntriesList';
import { jackpotConnector } from './jackpot-connection';
import { JackpotStore } from './jackpot-store';
import { PotStage } from './PotStage';
import { RecentRounds } from './RecentRounds';
import styles from './jackpot.module.css';
import { BROWSER_CLOCK } from '../../transport/browser-clock';
import { FairAlgorithm } from '../../screens/fair/FairAlgorithm';

/** `/jackpot` (the live pot) and `/jackpot/history` (recent rounds, each re-checkable). */
const JackpotScreen = observer(function JackpotScreen() {
  const { tab } = useParams();
  const root = useStores();
  const { t } = useTranslation();
  const store = useMemo(
    () =>
      new JackpotStore({
        connect: jackpotConnector(() => root.site.settings?.gameServerUrl ?? null),
        api: root.api,
        userId: () => root.user.state?.id ?? null,
        ...BROWSER_CLOCK,
      }),
    [root],
  );
  useRoomConnection(store);
  // Entered skins leave the free inventory; won skins arrive in it when the round is drawn.
  useEffect(() => {
    const reload = () => void root.inventory.load().catch(() => undefined);
    const stop = store.onEntered(() => {
      root.inventory.clearSelection();
      reload();
    });
    return stop;
  }, [store, root]);
  const drawn = store.round.winnerUserId !== '';
  useEffect(() => {
    if (drawn) void root.inventory.load().catch(() => undefined);
  }, [drawn, root]);

  return (
    <div className={styles.screen}>
      <div className={layout.titleRow}>
        <ScreenTitle title={t('jackpot.title')} />
        <TabLinks
          label={t('jackpot.tabs.label')}
          tabs={[
            { to: '/jackpot', label: t('jackpot.tabs.pot'), end: true },
            { to: '/jackpot/history', label: t('jackpot.tabs.history') },
          ]}
        />
      </div>
      <p className={layout.note}>{t('jackpot.lead')}</p>
      {tab === 'history' ? (
        <RecentRounds store={store} />
      ) : (
        <>
          <RoomStatusAlerts
            game="jackpot"
            status={store.status}
            loading={store.round.roundId === ''}
            closing={store.round.closing}
          />
          <PotStage store={store} />
          <div className={styles.columns}>
            <EnterPanel store={store} />
            <EntriesList store={store} />
          </div>
        </>
      )}
      <FairAlgorithm id="jackpot" />
    </div>
  );
});

export default JackpotScreen;
