import { Suspense, lazy, useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { lavaFrame } from '../../scenes/lava/lava-frame';
import layout from '../game-screen.module.css';
import { CellPicker } from './CellPicker';
import { LavaLadder } from './LavaLadder';
import { LavaPanel } from './LavaPanel';
import { LavaRules } from './LavaRules';
import { LavaStore } from './lava-store';
import styles from './lava.module.css';

const LavaCanvas = lazy(() => import('../../scenes/lava/LavaCanvas'));

/** `/lava`: stake skins, cross up to five rows of lava, cash out. An unfinished game resumes on load. */
const LavaScreen = observer(function LavaScreen() {
  const root = useStores();
  const { t } = useTranslation();
  const store = useMemo(
    () =>
      new LavaStore({
        api: root.api,
        now: () => performance.now(),
        onMoney: () => root.moneyMoved(),
      }),
    [root],
  );
  const signedIn = root.session.isValid;
  useEffect(() => {
    if (signedIn) void store.load();
  }, [store, signedIn]);
  const frame = useMemo(
    () => () =>
      lavaFrame({
        game: store.game,
        picked: store.picked,
        revealedAt: store.revealedAt,
        boardRevealedAt: store.boardRevealedAt,
      }),
    [store],
  );

  return (
    <div className={styles.screen}>
      <div className={layout.titleRow}>
        <ScreenTitle title={t('lava.title')} />
      </div>
      <p className={layout.note}>{t('lava.lead')}</p>
      <div className={styles.columns}>
        <LavaPanel store={store} />
        <div className={styles.stage}>
          <Suspense fallback={<div className={styles.canvasFallback} />}>
            <LavaCanvas frame={frame} onCell={(cell) => store.toggleCell(cell)} label={t('lava.gridLabel')} />
          </Suspense>
          <CellPicker store={store} />
          <LavaLadder store={store} />
        </div>
      </div>
      <LavaRules />
    </div>
  );
});

export default LavaScreen;
