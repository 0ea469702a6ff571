import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { RoomStatusAlerts, useRoomConnection } from '../room-screen';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import layout from '../game-screen.module.css';
import { RollBetPanel } from './RollBetPanel';
import { RollBetsBoard } from './RollBetsBoard';
import { RollFairCard } from './RollFairCard';
import { RollStage } from './RollStage';
import { rollConnector } from './roll-connection';
import { RollStore } from './roll-store';
import styles from './roll.module.css';
import { BROWSER_CLOCK } from '../../transport/browser-clock';

/** `/roll` (shown as Rush): the shared round, the bet panel, everyone's bets and the fairness data. */
const RollScreen = observer(function RollScreen() {
  const root = useStores();
  const { t } = useTranslation();
  const store = useMemo(
    () =>
      new RollStore({
        connect: rollConnector(() => root.site.settings?.gameServerUrl ?? null),
        api: root.api,
        userId: () => root.user.state?.id ?? null,
        ...BROWSER_CLOCK,
        onBalance: (balance, bonus) => root.user.setBalance(balance, bonus),
      }),
    [root],
  );
  useRoomConnection(store);

  return (
    <div className={styles.screen}>
      <div className={layout.titleRow}>
        <ScreenTitle title={t('roll.title')} />
      </div>
      <p className={layout.note}>{t('roll.lead')}</p>
      <RoomStatusAlerts
        game="roll"
        status={store.status}
        loading={store.round.roundId === '' && store.round.history.length === 0}
        closing={store.round.closing}
      />
      <RollStage store={store} />
      <div className={layout.columns}>
        <RollBetPanel store={store} />
        <RollBetsBoard store={store} />
      </div>
      <RollFairCard store={store} />
    </div>
  );
});

export default RollScreen;
