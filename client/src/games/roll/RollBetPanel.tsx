import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ROLL_COLOURS, ROLL_RULES, type RollBetSource } from '@arena/schemas';
import { BonusStakeNote, StakeSourceTabs } from '../BonusStakes';
import { AppLink } from '../../navigation/links';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { parseUsdInput } from '../../i18n/format';
import { Button, buttonClass } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { TextField } from '../../ui/Field';
import layout from '../game-screen.module.css';
import type { RollStore } from './roll-store';
import styles from './roll.module.css';

/** Amount, balance or bonus, and one button per colour: each press is one bet on that colour. */
export const RollBetPanel = observer(function RollBetPanel({ store }: { store: RollStore }) {
  const { t } = useTranslation();
  const { session } = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  const [amountText, setAmountText] = useState('1.00');
  const [source, setSource] = useState<RollBetSource>('REAL');

  if (!session.isValid) {
    return (
      <Card className={layout.panel}>
        <p>{t('roll.bet.signIn')}</p>
        <AppLink to="/auth" className={buttonClass('primary')}>
          {t('roll.bet.signInButton')}
        </AppLink>
      </Card>
    );
  }
  const adjust = (next: (cents: number) => number) => {
    const cents = parseUsdInput(amountText) ?? 0;
    setAmountText((Math.max(ROLL_RULES.minBetCents, Math.round(next(cents))) / 100).toFixed(2));
  };
  const mine = store.myStakes;
  return (
    <Card className={layout.panel}>
      <StakeSourceTabs value={source} onChange={setSource} />
      <div className={styles.amountRow}>
        <TextField
          label={t('roll.bet.amount')}
          inputMode="decimal"
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
          data-testid="roll-amount"
        />
        <Button variant="secondary" size="small" onClick={() => adjust((c) => c / 2)} aria-label={t('roll.bet.half')}>
          ½
        </Button>
        <Button variant="secondary" size="small" onClick={() => adjust((c) => c * 2)} aria-label={t('roll.bet.double')}>
          ×2
        </Button>
        <Button variant="secondary" size="small" onClick={() => adjust((c) => c + 1_00)}>
          +1
        </Button>
      </div>
      <div className={styles.colourButtons}>
        {ROLL_COLOURS.map((colour) => (
          <button
            key={colour}
            type="button"
            className={`${styles.colourButton} ${styles[colour]}`}
            disabled={!store.canBet}
            data-testid={`roll-bet-${colour}`}
            onClick={() => store.bet(colour, parseUsdInput(amountText), source)}
          >
            <span>{t(`roll.colours.${colour}`)}</span>
            <span>{ROLL_RULES.multipliers[colour]}×</span>
            <small>{mine[colour] > 0 ? t('roll.bet.yours', { amount: money(mine[colour]) }) : '\u00a0'}</small>
          </button>
        ))}
      </div>
      {!store.canBet && <p className={layout.note}>{t('roll.bet.wait')}</p>}
      {store.lastError && <Alert kind="error">{errorText(store.lastError)}</Alert>}
      <p className={layout.note}>
        {t('roll.bet.rules', {
          min: money(ROLL_RULES.minBetCents),
          round: money(ROLL_RULES.maxRoundStakeCents),
          win: money(ROLL_RULES.maxWinCents),
        })}
      </p>
      <BonusStakeNote game="roll" />
    </Card>
  );
});
