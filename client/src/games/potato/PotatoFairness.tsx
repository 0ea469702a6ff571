import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Feedback';
import type { PotatoStore } from './potato-store';
import styles from './potato.module.css';

/** The game's commitment from the start, its client seed, and after the end the seed and the browser's re-check. */
export const PotatoFairness = observer(function PotatoFairness({ store }: { store: PotatoStore }) {
  const { t } = useTranslation();
  const table = store.table!;
  const verification = store.verification;
  return (
    <Card>
      <h2>{t('potato.fair.title')}</h2>
      <div className={styles.recent}>
        <span className={styles.muted}>{t('potato.fair.hash')}</span>
        <span className={styles.hash} data-testid="potato-hash">
          {table.serverSeedHash}
        </span>
        {table.clientSeed && (
          <>
            <span className={styles.muted}>{t('potato.fair.clientSeed')}</span>
            <span className={styles.hash}>{table.clientSeed}</span>
          </>
        )}
        {table.serverSeed && (
          <>
            <span className={styles.muted}>{t('potato.fair.serverSeed')}</span>
            <span className={styles.hash}>{table.serverSeed}</span>
          </>
        )}
        {verification && (
          <strong className={verification.ok ? styles.ok : styles.bad} data-testid="potato-verified">
            {verification.ok ? t('potato.fair.verified', { 0: verification.stages.length }) : t('potato.fair.failed')}
          </strong>
        )}
        {table.status !== 'FINISHED' && <span className={styles.muted}>{t('potato.fair.pending')}</span>}
        {store.fair && (
          <a href={`/api/fair/potato/${store.fair.id}`} target="_blank" rel="noreferrer">
            {t('potato.fair.data')}
          </a>
        )}
      </div>
    </Card>
  );
});
