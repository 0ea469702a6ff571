import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatHundredths } from '@arena/schemas';
import type { CrashStore } from './crash-store';
import styles from './crash.module.css';

/** Recent crash points, newest first; each opens the verify view of its round. */
export const HistoryStrip = observer(function HistoryStrip({
  crash,
  onPick,
}: {
  crash: CrashStore;
  onPick: (roundId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className={styles.history} aria-label={t('crash.history.title')}>
      <span className={styles.historyTitle}>{t('crash.history.title')}</span>
      {crash.history.map((entry) => (
        <button
          key={entry.roundId}
          type="button"
          data-round-id={entry.roundId}
          className={`${styles.chip} ${styles[chipTone(entry.crashPointHundredths, entry.voided)]}`}
          title={t('crash.history.verify')}
          onClick={() => onPick(entry.roundId)}
        >
          {entry.voided ? t('crash.history.void') : `${formatHundredths(entry.crashPointHundredths)}×`}
        </button>
      ))}
    </nav>
  );
});

function chipTone(hundredths: number, voided: boolean): 'chipVoid' | 'chipLow' | 'chipMid' | 'chipHigh' {
  if (voided) return 'chipVoid';
  if (hundredths < 200) return 'chipLow';
  return hundredths < 1000 ? 'chipMid' : 'chipHigh';
}
