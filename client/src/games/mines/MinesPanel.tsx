import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MINES_RULES } from '@arena/schemas';
import { BonusStakeNote, StakeSourceTabs } from '../BonusStakes';
import { AppLink } from '../../navigation/links';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { Button, buttonClass } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { Checkbox, SelectField, TextField } from '../../ui/Field';
import type { MinesStore } from './mines-store';
import styles from './mines.module.css';

const MINE_CHOICES = Array.from(
  { length: MINES_RULES.maxMines - MINES_RULES.minMines + 1 },
  (_, i) => MINES_RULES.minMines + i,
);

/** The side panel: the stake (amount, or skins picked in the shop panel), mines, Plus, then the round's controls. */
export const MinesPanel = observer(function MinesPanel({ store }: { store: MinesStore }) {
  const { t } = useTranslation();
  const { session, inventory, user } = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  if (!session.isValid) {
    return (
      <Card className={styles.panel}>
        <p>{t('mines.signIn')}</p>
        <AppLink to="/auth" className={buttonClass('primary')}>
          {t('mines.signInButton')}
        </AppLink>
      </Card>
    );
  }
  const round = store.round;
  const premium = user.state?.premium === true;
  const skins = inventory.selectedIds.length;
  return (
    <Card className={styles.panel}>
      {!round && (
        <div className={styles.form} data-testid="mines-form">
          <StakeSourceTabs value={store.source} onChange={(source) => store.setSource(source)} disabled={skins > 0} />
          <TextField
            label={t('mines.form.amount')}
            inputMode="decimal"
            value={skins > 0 ? '' : store.amountText}
            disabled={skins > 0}
            onChange={(e) => store.setAmountText(e.target.value)}
            data-testid="mines-amount"
          />
          <p className={styles.note}>
            {skins > 0
              ? t('mines.form.skins', { n: skins, amount: money(inventory.selectedTotalCents) })
              : t('mines.form.orSkins')}
          </p>
          <SelectField
            label={t('mines.form.mines')}
            value={store.mines}
            onChange={(e) => store.setMines(Number(e.target.value))}
            data-testid="mines-count"
          >
            {MINE_CHOICES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
          <Checkbox
            label={t('mines.form.plus')}
            checked={store.plus}
            disabled={!premium}
            onChange={(e) => store.setPlus(e.target.checked)}
            data-testid="mines-plus"
          />
          {!premium && (
            <p className={styles.note} data-testid="mines-plus-locked">
              {t('mines.form.plusLocked')}
            </p>
          )}
          <Button
            size="large"
            block
            disabled={!store.loaded || store.busy}
            busy={store.busy}
            onClick={() => store.start(inventory.selectedIds, inventory.selectedTotalCents)}
            data-testid="mines-start"
            data-primary-action
          >
            {t('mines.form.start')}
          </Button>
          <BonusStakeNote game="mines" />
        </div>
      )}
      {round && (
        <div className={styles.state} data-status={round.status} data-testid="mines-state">
          <div className={styles.figures}>
            <span>{t('mines.play.stake', { amount: money(round.stakeCents) })}</span>
            <span>{t(`mines.modes.${round.mode}`)}</span>
          </div>
          <span className={styles.note}>
            {t('mines.play.gems', { n: round.gems, total: MINES_RULES.cells - round.mines })}
          </span>
          <div className={styles.multiplierLabel}>{t('mines.play.multiplier')}</div>
          <div className={styles.multiplier} data-testid="mines-multiplier">
            ×{round.multiplier.toFixed(4)}
          </div>
          {round.nextMultiplier !== null && round.nextPayoutCents !== null && (
            <p className={styles.note} data-testid="mines-next">
              {t('mines.play.next', {
                multiplier: round.nextMultiplier.toFixed(4),
                amount: money(round.nextPayoutCents),
              })}
            </p>
          )}
          {round.status === 'AWAITING_DEFUSAL' && (
            <>
              <Alert kind="info">{t('mines.play.awaiting', { amount: money(round.payoutCents) })}</Alert>
              <Button
                size="large"
                block
                disabled={!store.canDefuse}
                busy={store.busy}
                onClick={() => store.defuse()}
                data-testid="mines-defuse"
                data-primary-action
              >
                {t('mines.play.defuse')}
              </Button>
            </>
          )}
          {round.status === 'PLAYING' && round.defused && <p className={styles.note}>{t('mines.play.defused')}</p>}
          {store.playing && (
            <Button
              variant="success"
              size="large"
              block
              disabled={!store.canTake}
              busy={store.busy}
              onClick={() => store.take()}
              data-testid="mines-take"
              data-primary-action
            >
              {t('mines.play.take', { amount: money(round.payoutCents) })}
            </Button>
          )}
          {store.over && (
            <>
              <Alert kind={round.status === 'BUSTED' ? 'error' : 'success'}>
                {round.status === 'BUSTED'
                  ? t('mines.status.BUSTED')
                  : t(round.capped ? 'mines.status.CAPPED' : 'mines.status.CASHED_OUT', {
                      amount: money(round.payoutCents),
                    })}
              </Alert>
              <Button size="large" block onClick={() => store.dismiss()} data-testid="mines-new">
                {t('mines.play.newRound')}
              </Button>
            </>
          )}
          <AppLink
            to={`/fair?bet=${round.roundId}`}
            className={buttonClass('secondary', 'small')}
            data-testid="mines-fair"
          >
            {t('mines.play.fair')}
          </AppLink>
          <p className={`${styles.note} ${styles.hash}`}>
            {t('mines.play.seeds', { hash: round.serverSeedHash, client: round.clientSeed, nonce: round.nonce })}
          </p>
        </div>
      )}
      {store.failure && (
        <div data-testid="mines-error">
          <Alert kind="error">
            {t(`mines.failed.${store.failure.action}`, { reason: errorText(store.failure.error) })}
          </Alert>
        </div>
      )}
    </Card>
  );
});
