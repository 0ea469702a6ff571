import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { BonusStakeNote } from '../BonusStakes';
import { useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { Alert } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import { TargetPicker } from './TargetPicker';
import { UpgradeFeed } from './UpgradeFeed';
import { UpgradeStage } from './UpgradeStage';
import { UpgradeStore } from './upgrade-store';
import styles from './upgrade.module.css';
import { FairAlgorithm } from '../../screens/fair/FairAlgorithm';

/** `/upgrade`: the entry from the side panel's selection, a target from the catalog, the dial, the live feed. */
const UpgradeScreen = observer(function UpgradeScreen() {
  const root = useStores();
  const { t } = useTranslation();
  const store = useMemo(
    () =>
      new UpgradeStore({
        api: root.api,
        entry: () => ({ ids: root.inventory.selectedIds, totalCents: root.inventory.selectedTotalCents }),
        catalog: () => root.catalog.items,
        onPlayed: (answer) => {
          root.inventory.applyOperation({
            items: answer.item ? [answer.item] : [],
            removedItemIds: answer.removedItemIds,
          });
          root.user.setBalance(answer.balance.realCents, answer.balance.bonusCents);
        },
        setTimer: (handler, ms) => {
          const timer = setTimeout(handler, ms);
          return () => clearTimeout(timer);
        },
      }),
    [root],
  );
  useEffect(() => {
    void root.catalog.load().catch(() => store.catalogFailed());
    store.startFeed();
    return () => store.dispose();
  }, [root, store]);

  return (
    <div className={styles.screen}>
      <div className={layout.titleRow}>
        <ScreenTitle title={t('upgrade.title')} />
      </div>
      <p className={layout.note}>{t('upgrade.lead')}</p>
      <BonusStakeNote game="upgrade" />
      {store.screenError === 'skins' && <Alert kind="error">{t('upgrade.errors.skins')}</Alert>}
      <UpgradeStage store={store} />
      <TargetPicker store={store} />
      <UpgradeFeed store={store} />
      <FairAlgorithm id="upgrade" />
    </div>
  );
});

export default UpgradeScreen;
