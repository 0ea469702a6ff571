import { Suspense, lazy, useEffect, useMemo, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AppLink } from '../../navigation/links';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { buttonClass } from '../../ui/Button';
import { Alert } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import { BattleActions } from './BattleActions';
import { browserBattleDeps } from './battle-deps';
import { BattleFairness } from './BattleFairness';
import { battleFrame, seatName } from './battle-frame';
import { BattleStore } from './battle-store';
import { isOver } from './battle-views';
import { PrivateCode } from './PrivateCode';
import { SeatsBoard } from './SeatsBoard';
import styles from './crash-battle.module.css';

const CrashCanvas = lazy(() => import('../../scenes/crash/CrashCanvas'));

/** `/crashbattle/:id`: one battle, live from its room, or as stored once it is over. */
export default function BattleScreen() {
  const { id = '' } = useParams();
  return <Battle key={id} battleId={id} />;
}

const Battle = observer(function Battle({ battleId }: { battleId: string }) {
  const root = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const code = search.get('code');
  const store = useMemo(() => new BattleStore(battleId, browserBattleDeps(root)), [battleId, root]);
  const token = root.session.bearer;
  const serverKnown = root.site.settings !== null;
  useEffect(() => {
    if (!serverKnown) return;
    void store.open(token, code);
    return () => store.disconnect();
  }, [store, token, serverKnown, code]);

  // The scene reads translations through a ref so a language switch needs no new scene.
  const words = useRef<TFunction>(t);
  words.current = t;
  const frame = useMemo(() => () => battleFrame(store, words.current), [store]);

  const battle = store.battle;
  return (
    <div
      className={styles.screen}
      data-status={battle?.status ?? 'LOADING'}
      data-phase={battle?.roundPhase || undefined}
    >
      <div className={styles.titleRow}>
        <ScreenTitle title={t('crash-battle.title')} />
        <AppLink to="/crashbattle" className={buttonClass('secondary', 'small')}>
          ← {t('crash-battle.back')}
        </AppLink>
      </div>
      {battle && (
        <ul className={styles.facts} aria-label={t('crash-battle.info.label')}>
          <li className={styles.fact}>
            <strong>{t(`crash-battle.status.${battle.status}`)}</strong>
          </li>
          <li className={styles.fact}>{t('crash-battle.info.buyIn', { amount: money(battle.buyInCents) })}</li>
          <li className={styles.fact}>
            {t('crash-battle.info.pool', { amount: money(battle.buyInCents * battle.seatCount) })}
          </li>
          <li className={styles.fact}>{t('crash-battle.info.rounds', { n: battle.roundCount })}</li>
          <li className={styles.fact}>{t('crash-battle.info.seats', { n: battle.seatCount })}</li>
          {battle.isPrivate && <li className={styles.fact}>{t('crash-battle.info.private')}</li>}
          {store.status === 'live' && (
            <li className={styles.fact}>{t('crash-battle.info.spectators', { n: battle.spectators })}</li>
          )}
        </ul>
      )}
      {store.loadError && <Alert kind="error">{errorText(store.loadError)}</Alert>}
      {!battle && store.status !== 'failed' && <Spinner />}
      {store.isOwner && store.code && battle?.status === 'WAITING' && (
        <PrivateCode battleId={battleId} code={store.code} />
      )}
      {battle?.status === 'FINISHED' && (
        <Alert kind="success">
          <strong data-testid="battle-result">
            {battle.draw
              ? t('crash-battle.result.draw')
              : t('crash-battle.result.winner', { name: seatName(t, battle, battle.winnerSeat) })}
          </strong>
        </Alert>
      )}
      {(battle?.status === 'CANCELLED' || battle?.status === 'VOIDED') && (
        <Alert kind="info">{t('crash-battle.refunded')}</Alert>
      )}
      {battle && (
        <Suspense fallback={<div className={styles.canvasFallback} />}>
          <CrashCanvas frame={frame} label={t('crash-battle.curveLabel')} />
        </Suspense>
      )}
      {battle && !isOver(battle) && (
        <div className={styles.columns}>
          <BattleActions store={store} />
          <SeatsBoard store={store} />
        </div>
      )}
      {battle && isOver(battle) && <SeatsBoard store={store} />}
      {battle?.status === 'FINISHED' && <BattleFairness store={store} />}
    </div>
  );
});
