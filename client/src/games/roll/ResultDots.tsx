import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ROLL_COLOURS, rollColourOfCell } from '@arena/schemas';
import type { RollStore } from './roll-store';
import styles from './roll.module.css';

const SHOWN = 20;

/** The last results as coloured dots (newest first) and how often each colour came up in the last 100. */
export const ResultDots = observer(function ResultDots({ store }: { store: RollStore }) {
  const { t } = useTranslation();
  const history = store.round.history;
  return (
    <>
      <div className={styles.results} aria-label={t('roll.lastResults')} data-testid="roll-results">
        {history.slice(0, SHOWN).map((h) => (
          <span
            key={h.roundId}
            className={`${styles.dot} ${h.voided ? styles.voided : styles[rollColourOfCell(h.cell)]}`}
            title={h.voided ? t('roll.voided') : `${h.cell} · ${t(`roll.colours.${rollColourOfCell(h.cell)}`)}`}
          >
            {h.voided ? '×' : h.cell}
          </span>
        ))}
      </div>
      <div className={styles.stats}>
        <span>{t('roll.lastN', { n: history.length })}</span>
        {ROLL_COLOURS.map((c) => (
          <span key={c}>
            <span className={`${styles.dot} ${styles[c]}`} />
            {store.stats[c]}
          </span>
        ))}
      </div>
    </>
  );
});
