import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PLINKO_HOUSE_EDGE, PLINKO_RULES, type PlinkoRisk } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { BonusStakeNote, StakeSourceTabs } from '../BonusStakes';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { Button, buttonClass } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { SelectField, TextField } from '../../ui/Field';
import { MAX_AUTO_BALLS, type PlinkoStore } from './plinko-store';
import styles from './plinko.module.css';

const ROW_CHOICES = Array.from(
  { length: PLINKO_RULES.maxRows - PLINKO_RULES.minRows + 1 },
  (_, i) => PLINKO_RULES.minRows + i,
);

/** Stake, board (rows and risk), drop and auto-drop; the board is locked while balls are in the air. */
export const PlinkoPanel = observer(function PlinkoPanel({ store }: { store: PlinkoStore }) {
  const { t } = useTranslation();
  const { session, user } = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  const [autoText, setAutoText] = useState('10');

  if (!session.isValid) {
    return (
      <Card className={styles.panel}>
        <p>{t('plinko.signIn')}</p>
        <AppLink to="/auth" className={buttonClass('primary')}>
          {t('plinko.signInButton')}
        </AppLink>
      </Card>
    );
  }

  const auto = store.autoLeft > 0;
  return (
    <Card className={styles.panel}>
      <StakeSourceTabs value={store.source} onChange={(source) => store.setSource(source)} />
      <div className={styles.amountRow}>
        <TextField
          label={t('plinko.amount')}
          inputMode="decimal"
          value={store.amountText}
          onChange={(e) => store.setAmountText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void store.drop();
          }}
        />
        <Button variant="secondary" size="small" onClick={() => store.scaleAmount(0.5)} aria-label={t('plinko.half')}>
          ½
        </Button>
        <Button variant="secondary" size="small" onClick={() => store.scaleAmount(2)} aria-label={t('plinko.double')}>
          ×2
        </Button>
        <Button
          variant="secondary"
          size="small"
          onClick={() => store.setMaxAmount(store.source === 'BONUS' ? user.bonusBalanceCents : user.balanceCents)}
          aria-label={t('plinko.maxLabel')}
        >
          {t('plinko.max')}
        </Button>
      </div>
      <div className={styles.pair}>
        <SelectField
          label={t('plinko.rows')}
          value={store.rows}
          disabled={store.boardLocked}
          onChange={(e) => store.setRows(Number(e.target.value))}
        >
          {ROW_CHOICES.map((rows) => (
            <option key={rows} value={rows}>
              {rows}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('plinko.risk')}
          value={store.risk}
          disabled={store.boardLocked}
          onChange={(e) => store.setRisk(e.target.value as PlinkoRisk)}
        >
          {PLINKO_RULES.risks.map((risk) => (
            <option key={risk} value={risk}>
              {t(`plinko.risks.${risk}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <Button size="large" block disabled={!store.canDrop || auto} onClick={() => void store.drop()}>
        {t('plinko.drop')}
      </Button>
      <div className={styles.auto}>
        <TextField
          label={t('plinko.auto')}
          inputMode="numeric"
          value={autoText}
          disabled={auto}
          onChange={(e) => setAutoText(e.target.value.replace(/\D/g, '').slice(0, 3))}
        />
        {auto ? (
          <Button variant="secondary" onClick={() => store.stopAuto()}>
            {t('plinko.autoStop', { n: store.autoLeft })}
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={!store.canDrop}
            onClick={() => store.startAuto(Math.min(MAX_AUTO_BALLS, Number(autoText) || 0))}
          >
            {t('plinko.autoStart')}
          </Button>
        )}
      </div>
      {store.error && <Alert kind="error">{errorText(store.error)}</Alert>}
      <p className={styles.note}>
        {t('plinko.limits', {
          min: money(PLINKO_RULES.minBetCents),
          max: money(store.maxBetCents),
          win: money(PLINKO_RULES.maxWinCents),
        })}
      </p>
      <p className={styles.note}>
        {t('plinko.rtp', {
          rtp: `${Math.round((1 - PLINKO_HOUSE_EDGE) * 100)}%`,
          edge: `${Math.round(PLINKO_HOUSE_EDGE * 100)}%`,
        })}
      </p>
      <BonusStakeNote game="plinko" />
    </Card>
  );
});
