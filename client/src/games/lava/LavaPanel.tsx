import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { BonusStakeNote } from '../BonusStakes';
import { AppLink } from '../../navigation/links';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { Button, buttonClass } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import type { LavaStore } from './lava-store';
import styles from './lava.module.css';

/** The side panel: skins to stake (picked in the shop panel), the game's state, cash out, and the fair link. */
export const LavaPanel = observer(function LavaPanel({ store }: { store: LavaStore }) {
  const { t } = useTranslation();
  const { session, inventory } = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  if (!session.isValid) {
    return (
      <Card className={`${layout.panel} ${styles.side}`}>
        <p>{t('lava.signIn')}</p>
        <AppLink to="/auth" className={buttonClass('primary')}>
          {t('lava.signInButton')}
        </AppLink>
      </Card>
    );
  }
  const game = store.game;
  return (
    <Card className={`${layout.panel} ${styles.side}`}>
      {!game && (
        <>
          <p>
            {inventory.selectedIds.length > 0
              ? t('lava.start.selected', {
                  n: inventory.selectedIds.length,
                  amount: money(inventory.selectedTotalCents),
                })
              : t('lava.start.noSkins')}
          </p>
          <Button
            size="large"
            block
            disabled={!store.loaded || store.busy || inventory.selectedIds.length === 0}
            busy={store.busy}
            onClick={() => store.start(inventory.selectedIds, inventory.selectedTotalCents)}
          >
            {t('lava.start.button')}
          </Button>
        </>
      )}
      {game && (
        <div className={styles.state} data-status={game.status} data-testid="lava-state">
          <div className={styles.figures}>
            <span>{t('lava.stake', { amount: money(game.stakeCents) })}</span>
            <span>{game.status === 'PLAYING' ? t('lava.skipsLeft', { n: game.skipsLeft }) : null}</span>
          </div>
          <div className={styles.multiplier} data-testid="lava-multiplier">
            ×{game.multiplier.toFixed(4)}
          </div>
          {game.status === 'PLAYING' ? (
            <>
              <p className={layout.note}>{t('lava.row', { row: game.nextRow, rows: 5 })}</p>
              <Button
                size="large"
                block
                disabled={!store.canStep}
                busy={store.busy}
                onClick={() => store.step()}
                data-testid="lava-open"
              >
                {store.picked.length > 0 ? t('lava.open', { n: store.picked.length }) : t('lava.openNone')}
              </Button>
              <Button
                variant="success"
                size="large"
                block
                disabled={!store.canCashOut}
                onClick={() => store.cashOut()}
                data-testid="lava-cashout"
              >
                {t('lava.cashOut', { amount: money(game.payoutCents) })}
              </Button>
            </>
          ) : (
            <>
              <Alert kind={game.status === 'LOST' ? 'error' : 'success'}>
                {t(`lava.status.${game.status}`, { amount: money(game.payoutCents) })}
              </Alert>
              <Button size="large" block onClick={() => store.dismiss()}>
                {t('lava.newGame')}
              </Button>
            </>
          )}
          <AppLink
            to={`/fair?bet=${game.gameId}`}
            className={buttonClass('secondary', 'small')}
            data-testid="lava-fair"
          >
            {t('lava.fair')}
          </AppLink>
          <p className={`${layout.note} ${layout.hash}`}>
            {t('lava.seeds', { hash: game.serverSeedHash, client: game.clientSeed, nonce: game.nonce })}
          </p>
        </div>
      )}
      {store.lastError && <Alert kind="error">{errorText(store.lastError)}</Alert>}
      <BonusStakeNote game="lava" />
    </Card>
  );
});
