import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { Button } from '../../ui/Button';
import { Alert, Card, Empty } from '../../ui/Feedback';
import screens from '../screens.module.css';
import type { AdminStore } from './admin-store';
import { useAction } from './use-action';
import { openRoomMonitor } from './room-monitor';

/** How often the figures are re-read while the tab is open. */
const LIVE_POLL_MS = 10_000;

/** Rooms and players online, bets per minute, the house result per game today and the ledger check. */
export const LiveTab = observer(function LiveTab({ store }: { store: AdminStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const errorText = useErrorText();
  const action = useAction();
  const root = useStores();
  const monitor = useAction();
  const openMonitor = () =>
    void monitor.run(() =>
      openRoomMonitor({
        gameServerUrl: root.site.settings?.gameServerUrl ?? null,
        token: root.session.bearer,
        fetch: (...args) => fetch(...args),
        open: (url, target) => window.open(url, target),
      }),
    );

  useEffect(() => {
    void action.run(() => store.loadLive());
    const timer = setInterval(() => void store.loadLive().catch(() => undefined), LIVE_POLL_MS);
    return () => clearInterval(timer);
  }, [store]);

  const live = store.live;
  const unknown = t('admin.live.unknown');
  return (
    <div className={screens.stack}>
      <Card>
        <div className={screens.between}>
          <h2>{t('admin.tabs.live')}</h2>
          <div className={screens.row}>
            <Button variant="ghost" busy={monitor.busy} onClick={openMonitor} data-testid="admin-open-monitor">
              {t('admin.live.openMonitor')}
            </Button>
            <Button variant="ghost" busy={action.busy} onClick={() => void action.run(() => store.loadLive())}>
              {t('admin.refresh')}
            </Button>
          </div>
        </div>
        {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
        {monitor.error !== null && <Alert kind="error">{errorText(monitor.error)}</Alert>}
        {live && (
          <div className={screens.stats} data-testid="admin-live">
            {(
              [
                ['rooms', live.roomsOnline ?? unknown],
                ['players', live.playersOnline ?? unknown],
                ['betsMinute', live.betsLastMinute],
                ['betsHour', live.betsLastHour],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className={screens.stat}>
                <span className={screens.statLabel}>{t(`admin.live.${key}`)}</span>
                <span className={screens.statValue}>{value}</span>
              </div>
            ))}
          </div>
        )}
      </Card>
      {live && (
        <Card>
          <h2>{t('admin.live.invariantsTitle')}</h2>
          {live.invariants.ok ? (
            <Alert kind="success">{t('admin.live.invariantsOk')}</Alert>
          ) : (
            <Alert kind="error">
              {t('admin.live.invariantsBroken', { count: live.invariants.violations.length })}
              <ul>
                {live.invariants.violations.map((violation) => (
                  <li key={violation}>{violation}</li>
                ))}
              </ul>
            </Alert>
          )}
        </Card>
      )}
      {live && (
        <Card>
          <h2>{t('admin.live.gamesTitle')}</h2>
          {live.games.length === 0 ? (
            <Empty>{t('admin.live.noGames')}</Empty>
          ) : (
            <div className={screens.tableWrap}>
              <table className={screens.table}>
                <thead>
                  <tr>
                    <th>{t('admin.live.game')}</th>
                    <th>{t('admin.live.bets')}</th>
                    <th>{t('admin.live.stakes')}</th>
                    <th>{t('admin.live.payouts')}</th>
                    <th>{t('admin.live.houseResult')}</th>
                  </tr>
                </thead>
                <tbody>
                  {live.games.map((game) => (
                    <tr key={game.game}>
                      <td>{game.game}</td>
                      <td>{game.bets}</td>
                      <td>{money(game.stakeCents)}</td>
                      <td>{money(game.payoutCents)}</td>
                      <td className={game.houseResultCents < 0 ? screens.minus : screens.plus}>
                        {money(game.houseResultCents)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      )}
    </div>
  );
});
