import { useTranslation } from 'react-i18next';
import { MONITOR_HEIGHT, MONITOR_WIDTH, ecgPath, markerPercent } from './monitor-geometry';
import styles from './heart-monitor.module.css';

export interface HeartMonitorProps {
  /** The exact chance of the pick or of the played second life (the green part of the bar). */
  chance: number | null;
  /** The server's draw: the bet's float_0, null before a play. */
  float: number | null;
  won: boolean | null;
  /** True while the heartbeat runs to the result. */
  revealing: boolean;
  revealMs: number;
  /** Changes per play, so the animation restarts. */
  playId: string | null;
}

/**
 * The stage: a heart monitor whose trace keeps beating (won) or flatlines (lost), over a bar from 0 to 1 where the
 * green part is the chance; the marker runs to the server's float and wins exactly when it stops in the green.
 */
export function HeartMonitor({ chance, float, won, revealing, revealMs, playId }: HeartMonitorProps) {
  const { t } = useTranslation();
  const settled = float !== null && won !== null && !revealing;
  const state = float === null ? 'idle' : revealing ? 'revealing' : won ? 'won' : 'lost';
  const chancePercent = chance === null ? 0 : chance * 100;
  return (
    <div className={styles.monitor} data-state={state} style={{ ['--reveal-ms' as string]: `${revealMs}ms` }}>
      <svg
        className={styles.screen}
        viewBox={`0 0 ${MONITOR_WIDTH} ${MONITOR_HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <path key={playId ?? 'idle'} className={styles.trace} d={ecgPath(float === null ? null : won)} pathLength={1} />
      </svg>
      <div className={styles.readout} aria-live="polite" data-testid="second-life-verdict">
        {state === 'idle' && <span>{t('second-life.monitor.idle')}</span>}
        {state === 'revealing' && <span>{t('second-life.monitor.revealing')}</span>}
        {state === 'won' && <strong className={styles.alive}>{t('second-life.monitor.won')}</strong>}
        {state === 'lost' && <strong className={styles.flat}>{t('second-life.monitor.lost')}</strong>}
      </div>
      <div
        className={styles.bar}
        role="img"
        aria-label={t('second-life.monitor.bar', { chance: chancePercent.toFixed(2) })}
      >
        <div className={styles.zone} style={{ width: `${chancePercent}%` }} />
        {float !== null && (
          <div
            key={playId ?? 'none'}
            className={styles.marker}
            data-testid="second-life-marker"
            style={{ ['--to' as string]: `${markerPercent(float)}%` }}
          />
        )}
      </div>
      <div className={styles.scale}>
        <span>0</span>
        <span>{chance === null ? '' : t('second-life.monitor.winBelow', { chance: chancePercent.toFixed(2) })}</span>
        <span>1</span>
      </div>
      {settled && (
        <p className={styles.roll}>
          {t('second-life.monitor.roll', { float: float.toFixed(8), chance: (chance ?? 0).toFixed(8) })}
        </p>
      )}
    </div>
  );
}
