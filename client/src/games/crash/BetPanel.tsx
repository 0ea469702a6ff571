import { useCallback, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ROUND_LIMITS, formatHundredths } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { BonusStakeNote } from '../BonusStakes';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { parseUsdInput } from '../../i18n/format';
import { Button, buttonClass } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { TextField } from '../../ui/Field';
import { AutoplayPanel } from './AutoplayPanel';
import type { AutoplayStore } from './autoplay-store';
import { type BetMode, buildBet } from './bet-form';
import type { CrashStore } from './crash-store';
import { useFrameValue } from '../../ui/use-frame-value';
import styles from './crash.module.css';

/** Bet with balance or with the skins selected in the side panel, optional auto-take, and cash out. */
export const BetPanel = observer(function BetPanel({
  crash,
  autoplay,
}: {
  crash: CrashStore;
  autoplay: AutoplayStore;
}) {
  const { t } = useTranslation();
  const { session, inventory } = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  const [mode, setMode] = useState<BetMode>('REAL');
  const [amountText, setAmountText] = useState('1.00');
  const [autoText, setAutoText] = useState('');

  if (!session.isValid) {
    return (
      <Card className={styles.panel}>
        <p>{t('crash.bet.signIn')}</p>
        <AppLink to="/auth" className={buttonClass('primary')}>
          {t('crash.bet.signInButton')}
        </AppLink>
      </Card>
    );
  }

  const place = () => {
    const built = buildBet({ mode, amountText, autoText, itemIds: inventory.selectedIds });
    if (!built.ok) return crash.showError(built.error);
    crash.bet(built.message);
  };
  const scale = (factor: number) => {
    const cents = parseUsdInput(amountText);
    if (cents !== null) setAmountText((Math.max(10, Math.round(cents * factor)) / 100).toFixed(2));
  };

  return (
    <Card className={styles.panel}>
      <div className={styles.modes} role="tablist" aria-label={t('crash.bet.modeLabel')}>
        {(['REAL', 'BONUS', 'SKINS'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className={`${styles.mode} ${mode === m ? styles.modeActive : ''}`}
            onClick={() => setMode(m)}
          >
            {t(m === 'REAL' ? 'crash.bet.balance' : m === 'BONUS' ? 'bonusStakes.bonus' : 'crash.bet.skins')}
          </button>
        ))}
      </div>
      {mode !== 'SKINS' ? (
        <div className={styles.amountRow}>
          <TextField
            label={t('crash.bet.amount')}
            inputMode="decimal"
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
          />
          <Button variant="secondary" size="small" onClick={() => scale(0.5)} aria-label={t('crash.bet.half')}>
            ½
          </Button>
          <Button variant="secondary" size="small" onClick={() => scale(2)} aria-label={t('crash.bet.double')}>
            ×2
          </Button>
        </div>
      ) : (
        <div className={styles.skins}>
          <p>
            {inventory.selectedIds.length > 0
              ? t('crash.bet.skinsSelected', {
                  n: inventory.selectedIds.length,
                  amount: money(inventory.selectedTotalCents),
                })
              : t('crash.bet.noSkins')}
          </p>
          <p className={styles.note}>{t('crash.bet.skinRule', { max: money(ROUND_LIMITS.maxSkinValueCents) })}</p>
        </div>
      )}
      <TextField
        label={t('crash.bet.autoTake')}
        hint={t('crash.bet.autoTakeHint')}
        inputMode="decimal"
        placeholder="2.00"
        value={autoText}
        onChange={(e) => setAutoText(e.target.value)}
      />
      <BetAction crash={crash} onPlace={place} />
      {crash.lastError && <Alert kind="error">{errorText(crash.lastError)}</Alert>}
      {crash.lastCashOut && (
        <Alert kind="success">
          {t('crash.bet.cashedOut', {
            multiplier: formatHundredths(crash.lastCashOut.hundredths),
            amount: money(crash.lastCashOut.payoutCents),
          })}
        </Alert>
      )}
      <p className={styles.note}>{t('crash.bet.maxWin', { amount: money(ROUND_LIMITS.maxWinCents) })}</p>
      <BonusStakeNote game="crash" />
      <AutoplayPanel autoplay={autoplay} />
    </Card>
  );
});

/** The one big button: place a bet, wait, or cash out at the live value. */
const BetAction = observer(function BetAction({ crash, onPlace }: { crash: CrashStore; onPlace: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const readValue = useCallback(() => crash.cashOutValueCents(), [crash]);
  const value = useFrameValue(readValue);
  const mine = crash.myBet;
  if (crash.canCashOut) {
    return (
      <Button variant="success" size="large" block onClick={() => crash.cashOut()} data-primary-action>
        {t('crash.bet.cashOut', { amount: money(value) })}
      </Button>
    );
  }
  if (mine?.status === 'PLAYING') {
    return (
      <Button size="large" block disabled>
        {t('crash.bet.placed', { amount: money(mine.stakeCents) })}
      </Button>
    );
  }
  return (
    <Button size="large" block disabled={!crash.canBet} busy={crash.sending} onClick={onPlace} data-primary-action>
      {crash.phase === 'BETTING' ? t('crash.bet.place') : t('crash.bet.waitNext')}
    </Button>
  );
});
