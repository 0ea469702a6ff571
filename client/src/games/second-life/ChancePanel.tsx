import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SECOND_LIFE_RULES } from '@arena/schemas';
import { useErrorText, useMoney } from '../../stores/stores-context';
import { Button } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import type { SecondLifeStore } from './second-life-store';
import styles from './second-life.module.css';

/** The chance slider with the live premium, exact chance and recovery, and the play button. */
export const ChancePanel = observer(function ChancePanel({ store }: { store: SecondLifeStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const errorText = useErrorText();
  const bet = store.selected;
  const quote = store.quote;
  const r = SECOND_LIFE_RULES;
  return (
    <Card className={styles.chanceCard}>
      <label className={styles.sliderLabel} htmlFor="second-life-chance">
        <span>{t('second-life.chance.label')}</span>
        <strong data-testid="second-life-chance">{(store.chanceBasisPoints / 100).toFixed(2)}%</strong>
      </label>
      <input
        id="second-life-chance"
        className={styles.slider}
        type="range"
        min={r.minChanceBasisPoints}
        max={store.maxChanceBasisPoints}
        step={100}
        value={store.chanceBasisPoints}
        disabled={!bet || store.playing}
        onChange={(event) => store.setChance(Number(event.target.value))}
      />
      {bet && store.maxChanceBasisPoints < r.maxChanceBasisPoints && (
        <p className={styles.hint}>
          {t('second-life.chance.capped', {
            chance: (store.maxChanceBasisPoints / 100).toFixed(2),
            max: money(r.maxPremiumCents),
          })}
        </p>
      )}
      <dl className={styles.quote}>
        <dt>{t('second-life.chance.premium')}</dt>
        <dd data-testid="second-life-premium">{quote ? money(quote.premiumCents) : '—'}</dd>
        <dt>{t('second-life.chance.recovery')}</dt>
        <dd>{quote ? money(quote.recoveryCents) : '—'}</dd>
        <dt>{t('second-life.chance.exact')}</dt>
        <dd>{quote ? `${(quote.chance * 100).toFixed(4)}%` : '—'}</dd>
        <dt>{t('second-life.chance.multiplier')}</dt>
        <dd>{quote ? `${quote.multiplier.toFixed(2)}×` : '—'}</dd>
      </dl>
      {store.lastError && <Alert kind="error">{errorText(store.lastError)}</Alert>}
      <Button
        size="large"
        block
        disabled={!quote || store.revealing}
        busy={store.playing}
        onClick={() => void store.play()}
        data-testid="second-life-play"
      >
        {quote ? t('second-life.play', { amount: money(quote.premiumCents) }) : t('second-life.pick')}
      </Button>
    </Card>
  );
});
