import { Suspense, lazy, useCallback, useEffect, useMemo } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../navigation/links';
import { useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { newIdempotencyKey } from '../../transport/api-client';
import { buttonClass } from '../../ui/Button';
import { PlinkoPanel } from './PlinkoPanel';
import { PlinkoResults } from './PlinkoResults';
import { PlinkoStore } from './plinko-store';
import styles from './plinko.module.css';
import { FairAlgorithm } from '../../screens/fair/FairAlgorithm';

const PlinkoCanvas = lazy(() => import('../../scenes/plinko/PlinkoCanvas'));

/** `/plinko`: the board, the stake panel, the last balls and the way to check them. */
const PlinkoScreen = observer(function PlinkoScreen() {
  const root = useStores();
  const { t } = useTranslation();
  const store = useMemo(
    () =>
      new PlinkoStore({
        api: root.api,
        now: () => performance.now(),
        setTimer: (run, ms) => {
          const timer = setTimeout(run, ms);
          return () => clearTimeout(timer);
        },
        newKey: newIdempotencyKey,
        showBalance: (real, bonus) => root.user.setBalance(real, bonus),
      }),
    [root],
  );
  useEffect(() => () => store.dispose(), [store]);
  useEffect(
    () =>
      reaction(
        () => root.user.state,
        (state) => state && store.noteBalance(state.balanceCents, state.bonusBalanceCents),
      ),
    [store, root],
  );
  const signedIn = root.session.isValid;
  useEffect(() => {
    if (signedIn) void store.loadRecent().catch(() => undefined);
  }, [store, signedIn]);
  const frame = useCallback(() => store.frame(), [store]);

  return (
    <div className={styles.screen}>
      <ScreenTitle
        title={t('plinko.title')}
        lead={t('plinko.lead')}
        actions={
          store.lastBetId ? (
            <AppLink
              to={`/fair?bet=${encodeURIComponent(store.lastBetId)}`}
              className={buttonClass('secondary', 'small')}
            >
              {t('plinko.fair')}
            </AppLink>
          ) : undefined
        }
      />
      <div className={styles.columns}>
        <PlinkoPanel store={store} />
        <div className={styles.stage}>
          <Suspense fallback={<div className={styles.canvasFallback} />}>
            <PlinkoCanvas frame={frame} label={t('plinko.boardLabel')} />
          </Suspense>
          <PlinkoResults store={store} />
        </div>
      </div>
      <FairAlgorithm id="plinko" />
    </div>
  );
});

export default PlinkoScreen;
