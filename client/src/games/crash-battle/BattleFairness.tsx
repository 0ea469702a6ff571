import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatHundredths } from '@arena/schemas';
import { useErrorText } from '../../stores/stores-context';
import { Alert, Card } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import { seatName } from './battle-frame';
import type { BattleStore } from './battle-store';
import { verifyBattle } from './battle-verify';
import styles from './crash-battle.module.css';

const multiplier = (hundredths: number | null) => (hundredths === null ? '—' : `${formatHundredths(hundredths)}×`);

/**
 * Provable fairness of a finished battle: the revealed server seed must hash to what was shown from the
 * start, and every crash point and bot target is recomputed here with the server's own code (schemas).
 */
export const BattleFairness = observer(function BattleFairness({ store }: { store: BattleStore }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  useEffect(() => void store.loadFair(), [store]);
  const fair = store.fair;
  const battle = store.battle;
  if (store.fairError) return <Alert kind="error">{errorText(store.fairError)}</Alert>;
  if (!fair || !battle) return <Spinner />;
  const check = verifyBattle(fair);
  const yes = (ok: boolean) => (
    <span className={ok ? styles.ok : styles.bad}>{ok ? `✓ ${t('common.yes')}` : `✗ ${t('common.no')}`}</span>
  );
  return (
    <Card className={styles.panel}>
      <div className={styles.sectionHead}>
        <h2>{t('crash-battle.fair.title')}</h2>
        {check && (
          <strong className={check.ok ? styles.ok : styles.bad} data-testid="fair-verdict">
            {check.ok ? t('crash-battle.fair.allOk') : t('crash-battle.fair.mismatch')}
          </strong>
        )}
      </div>
      <dl className={styles.seeds}>
        <dt>{t('crash-battle.fair.serverSeedHash')}</dt>
        <dd className={styles.hash}>{fair.serverSeedHash}</dd>
        <dt>{t('crash-battle.fair.serverSeed')}</dt>
        <dd className={styles.hash}>{fair.serverSeed ?? t('crash-battle.fair.pending')}</dd>
        <dt>{t('crash-battle.fair.clientSeed')}</dt>
        <dd className={styles.hash}>{fair.clientSeed ?? '—'}</dd>
        {check && (
          <>
            <dt>{t('crash-battle.fair.seedMatches')}</dt>
            <dd>{yes(check.seedMatchesHash)}</dd>
          </>
        )}
      </dl>
      {check && check.rounds.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('crash-battle.fair.roundsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('crash-battle.fair.round')}</th>
                <th scope="col">{t('crash-battle.fair.announced')}</th>
                <th scope="col">{t('crash-battle.fair.computed')}</th>
                <th scope="col">{t('crash-battle.fair.match')}</th>
              </tr>
            </thead>
            <tbody>
              {check.rounds.map((round) => (
                <tr key={round.round} data-testid="fair-round">
                  <td>{round.round}</td>
                  <td>{multiplier(round.announced)}</td>
                  <td>{multiplier(round.computed)}</td>
                  <td>{yes(round.ok)}</td>
                </tr>
              ))}
              {check.bots.map((bot) => (
                <tr key={`${bot.seat}:${bot.round}`} data-testid="fair-bot">
                  <td>{t('crash-battle.fair.botTarget', { name: seatName(t, battle, bot.seat), round: bot.round })}</td>
                  <td>{multiplier(bot.announced)}</td>
                  <td>{multiplier(bot.computed)}</td>
                  <td>{yes(bot.ok)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!check && <p className={styles.note}>{t('crash-battle.fair.pending')}</p>}
      <details className={styles.algorithm}>
        <summary>{t('crash-battle.fair.algorithm')}</summary>
        <pre>{fair.algorithm}</pre>
      </details>
    </Card>
  );
});
