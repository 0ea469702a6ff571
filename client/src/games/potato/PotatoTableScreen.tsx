import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { RoomStatusAlerts, useRoomConnection } from '../room-screen';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../navigation/links';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { Button } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import { potatoConnector } from './potato-connection';
import { PotatoStore } from './potato-store';
import { PotatoFairness } from './PotatoFairness';
import { PotatoRules } from './PotatoRules';
import { PotatoStage } from './PotatoStage';
import styles from './potato.module.css';
import { BROWSER_CLOCK } from '../../transport/browser-clock';

/** Re-renders every `ms` while mounted: countdowns and the fuse bar read the store's server clock. */
export function useTick(ms: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(id);
  }, [ms]);
}

export const PotatoTableScreen = observer(function PotatoTableScreen({ tableId }: { tableId: string }) {
  const { t } = useTranslation();
  const root = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  const store = useMemo(
    () =>
      new PotatoStore(tableId, {
        connector: potatoConnector(() => root.site.settings?.gameServerUrl ?? null),
        api: root.api,
        userId: () => root.user.state?.id ?? null,
        onBalance: (balance, bonus) => root.user.setBalance(balance, bonus),
        ...BROWSER_CLOCK,
      }),
    [root, tableId],
  );
  useRoomConnection(store);
  useTick(200);
  const table = store.table;
  const countdown = Math.ceil(store.countdownLeftMs() / 1000);

  return (
    <div className={styles.screen}>
      <div className={layout.titleRow}>
        <ScreenTitle title={t('potato.tableTitle', { 0: money(table?.buyInCents ?? 0) })} />
        <AppLink to="/potato">{t('potato.back')}</AppLink>
      </div>
      <RoomStatusAlerts game="potato" status={store.status} loading={!table} closing={table?.closing === true} />
      {table && (
        <div className={styles.columns}>
          <div className={styles.panel}>
            <Card>
              <div className={styles.recent}>
                <div className={styles.recentRow}>
                  <span className={styles.muted}>{t('potato.buyIn')}</span>
                  <strong>{money(table.buyInCents)}</strong>
                </div>
                <div className={styles.recentRow}>
                  <span className={styles.muted}>{t('potato.pot')}</span>
                  <strong>{money(table.potCents || table.buyInCents * store.seatedCount)}</strong>
                </div>
                <div className={styles.recentRow}>
                  <span className={styles.muted}>{t('potato.status.label')}</span>
                  <span data-testid="potato-status">{t(`potato.status.${table.status}`)}</span>
                </div>
                {table.status === 'WAITING' && (
                  <span className={styles.muted}>
                    {countdown > 0 ? t('potato.startsIn', { 0: countdown }) : t('potato.waitingPlayers')}
                  </span>
                )}
              </div>
            </Card>
            {!root.user.state && <Alert kind="info">{t('potato.signIn')}</Alert>}
            {store.canJoin && (
              <Button
                variant="success"
                block
                busy={store.pending === 'join'}
                onClick={() => store.join()}
                data-testid="potato-join"
              >
                {t('potato.join', { 0: money(table.buyInCents) })}
              </Button>
            )}
            {store.canLeave && (
              <Button variant="secondary" block busy={store.pending === 'leave'} onClick={() => store.leave()}>
                {t('potato.leave')}
              </Button>
            )}
            {store.lastError && <Alert kind="error">{errorText(store.lastError)}</Alert>}
            <PotatoFairness store={store} />
          </div>
          <PotatoStage store={store} />
        </div>
      )}
      <PotatoRules />
    </div>
  );
});
