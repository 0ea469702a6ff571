import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../stores/stores-context';
import { Button } from '../../ui/Button';
import { Alert } from '../../ui/Feedback';
import { TextField } from '../../ui/Field';
import type { AutoplayStore } from './autoplay-store';
import styles from './crash.module.css';

/** Auto-play settings; they and the running state are remembered across reloads. */
export const AutoplayPanel = observer(function AutoplayPanel({ autoplay }: { autoplay: AutoplayStore }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { settings, problem } = autoplay;
  return (
    <section className={styles.autoplay} aria-label={t('crash.autoplay.title')}>
      <h3>{t('crash.autoplay.title')}</h3>
      <div className={styles.autoplayFields}>
        <TextField
          label={t('crash.autoplay.amount')}
          inputMode="decimal"
          value={settings.amountText}
          disabled={settings.running}
          onChange={(e) => autoplay.edit({ amountText: e.target.value })}
        />
        <TextField
          label={t('crash.autoplay.multiplier')}
          inputMode="decimal"
          value={settings.multiplierText}
          disabled={settings.running}
          onChange={(e) => autoplay.edit({ multiplierText: e.target.value })}
        />
        <TextField
          label={t('crash.autoplay.rounds')}
          inputMode="numeric"
          value={settings.roundsText}
          disabled={settings.running}
          onChange={(e) => autoplay.edit({ roundsText: e.target.value })}
        />
      </div>
      {settings.running ? (
        <div className={styles.autoplayRunning}>
          <span role="status">
            {settings.remaining === null
              ? t('crash.autoplay.running')
              : t('crash.autoplay.remaining', { n: settings.remaining })}
          </span>
          <Button variant="secondary" onClick={() => autoplay.stop()}>
            {t('crash.autoplay.stop')}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" block onClick={() => autoplay.start()}>
          {t('crash.autoplay.start')}
        </Button>
      )}
      {problem && <Alert kind="error">{typeof problem === 'string' ? t(problem) : errorText(problem)}</Alert>}
    </section>
  );
});
