import { Suspense, lazy, useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MINES_RULES } from '@arena/schemas';
import { useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { minesFrame } from '../../scenes/mines/mines-frame';
import layout from '../game-screen.module.css';
import { MinesPanel } from './MinesPanel';
import { MinesRules } from './MinesRules';
import { MinesStore } from './mines-store';
import styles from './mines.module.css';

const MinesCanvas = lazy(() => import('../../scenes/mines/MinesCanvas'));

/** Keyboard and screen-reader access to the board: one button per closed cell, over the canvas' order. */
const CellButtons = observer(function CellButtons({ store }: { store: MinesStore }) {
  const { t } = useTranslation();
  return (
    <div className={styles.srOnly} role="group" aria-label={t('mines.gridLabel')}>
      {Array.from({ length: MINES_RULES.cells }, (_, cell) => (
        <button
          key={cell}
          type="button"
          disabled={!store.canOpen || store.round?.opened.some((o) => o.cell === cell) === true}
          onClick={() => store.open(cell)}
        >
          {t('mines.cell', { n: cell + 1 })}
        </button>
      ))}
    </div>
  );
});

/** `/mines`: stake, open cells, take the winnings (Mines Plus: defuse one mine). An unfinished round resumes on load. */
const MinesScreen = observer(function MinesScreen() {
  const root = useStores();
  const { t } = useTranslation();
  const store = useMemo(
    () =>
      new MinesStore({
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
      minesFrame({
        round: store.round,
        revealedAt: store.revealedAt,
        boardRevealedAt: store.boardRevealedAt,
        defusedShownAt: store.defusedShownAt,
        busy: store.busy,
      }),
    [store],
  );

  return (
    <div className={styles.screen}>
      <div className={layout.titleRow}>
        <ScreenTitle title={t('mines.title')} />
      </div>
      <p className={layout.note}>{t('mines.lead')}</p>
      <div className={styles.columns}>
        <MinesPanel store={store} />
        <div className={styles.stage}>
          <Suspense fallback={<div className={styles.canvasFallback} />}>
            <MinesCanvas frame={frame} onCell={(cell) => void store.open(cell)} label={t('mines.gridLabel')} />
          </Suspense>
          <CellButtons store={store} />
        </div>
      </div>
      <MinesRules />
    </div>
  );
});

export default MinesScreen;
