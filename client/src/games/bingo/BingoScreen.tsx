import { useMemo } from 'react';
import { useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { RoomStatusAlerts, useRoomConnection } from '../room-screen';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { TabLinks } from '../../ui/Tabs';
import layout from '../game-screen.module.css';
import { bingoConnector } from './bingo-connection';
import { BingoStore } from './bingo-store';
import BingoRules from './BingoRules';
import { BingoSchedule } from './BingoSchedule';
import { BuyPanel } from './BuyPanel';
import { DrawStage } from './DrawStage';
import { DrawsHistory } from './DrawsHistory';
import { MyTickets } from './MyTickets';
import styles from './bingo.module.css';
import { BROWSER_CLOCK } from '../../transport/browser-clock';

/** `/bingo` (the live draw, buying, my tickets, gifts), `/bingo/history` (past draws) and `/bingo/rules`. */
const BingoScreen = observer(function BingoScreen() {
  const { tab } = useParams();
  const root = useStores();
  const { t } = useTranslation();
  const store = useMemo(
    () =>
      new BingoStore({
        connect: bingoConnector(() => root.site.settings?.gameServerUrl ?? null),
        api: root.api,
        signedIn: () => root.session.isValid,
        balanceChanged: () => void root.user.refresh().catch(() => undefined),
        ...BROWSER_CLOCK,
      }),
    [root],
  );
  useRoomConnection(store);

  return (
    <div className={styles.screen}>
      <div className={layout.titleRow}>
        <ScreenTitle title={t('bingo.title')} />
        <TabLinks
          label={t('bingo.tabs.label')}
          tabs={[
            { to: '/bingo', label: t('bingo.tabs.game'), end: true },
            { to: '/bingo/history', label: t('bingo.tabs.history') },
            { to: '/bingo/rules', label: t('bingo.tabs.rules') },
          ]}
        />
      </div>
      <p className={layout.note}>{t('bingo.lead')}</p>
      <BingoSchedule schedule={store.current?.schedule} className={layout.note} />
      {tab === 'history' ? (
        <DrawsHistory store={store} />
      ) : tab === 'rules' ? (
        <BingoRules schedule={store.current?.schedule} />
      ) : (
        <>
          <RoomStatusAlerts
            game="bingo"
            status={store.status}
            loading={store.live.drawId === ''}
            closing={store.live.closing}
          />
          <DrawStage store={store} />
          <div className={layout.columns}>
            <BuyPanel store={store} />
            <MyTickets store={store} />
          </div>
        </>
      )}
    </div>
  );
});

export default BingoScreen;
