import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../stores/stores-context';
import { bucketCss, multiplierLabel } from '../../scenes/plinko/bucket-colors';
import type { PlinkoStore } from './plinko-store';
import styles from './plinko.module.css';

/** The player's last balls, newest first, coloured like their buckets. */
export const PlinkoResults = observer(function PlinkoResults({ store }: { store: PlinkoStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section aria-labelledby="plinko-results">
      <div className={styles.resultsHead}>
        <h2 id="plinko-results">{t('plinko.results')}</h2>
      </div>
      {store.results.length === 0 ? (
        <p className={styles.note}>{t('plinko.noResults')}</p>
      ) : (
        <ul className={styles.results} data-testid="plinko-results">
          {store.results.map((result) => (
            <li
              key={result.betId}
              className={styles.chip}
              style={{ background: bucketCss(result.multiplierHundredths) }}
              title={t('plinko.resultTitle', {
                multiplier: multiplierLabel(result.multiplierHundredths),
                amount: money(result.payoutCents),
              })}
            >
              {multiplierLabel(result.multiplierHundredths)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
