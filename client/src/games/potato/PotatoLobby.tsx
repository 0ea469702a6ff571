import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { POTATO_RULES, type PotatoListing, type PotatoRecentAnswer, potatoTableId } from '@arena/schemas';
import { BonusStakeNote } from '../BonusStakes';
import { AppLink } from '../../navigation/links';
import { useMoney, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import { potatoConnector } from './potato-connection';
import { PotatoRules } from './PotatoRules';
import styles from './potato.module.css';

/** The fixed tables (one per buy-in) with live seat counts, the rules and the latest winners. */
export const PotatoLobby = observer(function PotatoLobby() {
  const { t } = useTranslation();
  const root = useStores();
  const money = useMoney();
  const [listed, setListed] = useState<Record<string, PotatoListing>>({});
  const [recent, setRecent] = useState<PotatoRecentAnswer | null>(null);
  const serverKnown = root.site.settings !== null;
  useEffect(() => {
    if (!serverKnown) return;
    let live = true;
    let leave: (() => void) | null = null;
    void potatoConnector(() => root.site.settings?.gameServerUrl ?? null)
      .lobby()
      .then((lobby) => {
        if (!live) return void lobby.leave().catch(() => undefined);
        leave = () => void lobby.leave().catch(() => undefined);
        lobby.onChange((tables) => setListed(Object.fromEntries(tables.map((l) => [l.tableId, l]))));
      })
      .catch(() => undefined);
    void root.api
      .get<PotatoRecentAnswer>('/potato/recent')
      .then((answer) => live && setRecent(answer))
      .catch(() => undefined);
    return () => {
      live = false;
      leave?.();
    };
  }, [root, serverKnown]);

  return (
    <div className={styles.screen}>
      <div className={layout.titleRow}>
        <ScreenTitle title={t('potato.title')} />
      </div>
      <p className={layout.note}>{t('potato.lead')}</p>
      <div className={styles.columns}>
        <div className={styles.panel}>
          <PotatoRules />
        </div>
        <div className={styles.panel}>
          <div className={styles.tables}>
            {POTATO_RULES.buyInsCents.map((buyIn) => {
              const id = potatoTableId(buyIn);
              const listing = listed[id];
              return (
                <div key={id} className={styles.tableCard} data-testid={`potato-table-${buyIn}`}>
                  <span className={styles.muted}>{t('potato.buyIn')}</span>
                  <span className={styles.buyIn}>{money(buyIn)}</span>
                  <span className={styles.muted}>
                    {listing
                      ? `${t(`potato.status.${listing.status}`)} · ${t('potato.seated', { 0: listing.taken, 1: listing.seats })}`
                      : t('potato.seated', { 0: '–', 1: POTATO_RULES.maxSeats })}
                  </span>
                  <AppLink className={buttonClass('primary', 'normal', true)} to={`/potato/${id}`}>
                    {t('potato.open')}
                  </AppLink>
                </div>
              );
            })}
          </div>
          <BonusStakeNote game="potato" />
          <Card>
            <h2>{t('potato.recent')}</h2>
            <div className={styles.recent}>
              {recent?.length === 0 && <span className={styles.muted}>{t('potato.noRecent')}</span>}
              {recent?.map((game) => (
                <div key={game.gameId} className={styles.recentRow}>
                  <span>{game.winnerName}</span>
                  <span className={styles.muted}>{t('potato.seated', { 0: game.players, 1: game.players })}</span>
                  <span>{money(game.payoutCents)}</span>
                </div>
              ))}
            </div>
          </Card>
        </div>
      </div>
    </div>
  );
});
