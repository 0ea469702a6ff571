import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import { ChainsList } from '../../ui/fair/ChainsList';
import { RollCheckVerdict } from './RollVerifyDialog';
import type { RollStore } from './roll-store';
import styles from './roll.module.css';
import { FairAlgorithm } from '../../screens/fair/FairAlgorithm';

/** The round's commitment before the spin, its hash after, the chain's public data and a re-check of the last landed round. */
export const RollFairCard = observer(function RollFairCard({ store }: { store: RollStore }) {
  const { t } = useTranslation();
  const round = store.round;
  const last = store.lastLanded;
  const check = store.lastCheck;
  return (
    <Card className={styles.fair}>
      <strong>{t('roll.fair.title')}</strong>
      <p className={`${layout.note} ${layout.hash}`}>
        {t('roll.fair.commitment')}: {round.commitment || '—'}
      </p>
      {round.roundHash && (
        <p className={`${layout.note} ${layout.hash}`} data-testid="roll-round-hash">
          {t('roll.fair.hash')}: {round.roundHash}
        </p>
      )}
      {store.fair && (
        <>
          <p className={`${layout.note} ${layout.hash}`}>
            {t('roll.fair.salt')}: {store.fair.salt}
          </p>
          <p className={`${layout.note} ${layout.hash}`}>
            {t('roll.fair.terminating')}: {store.fair.terminatingHash}
          </p>
          <ChainsList chains={store.fair.chains} />
          <details>
            <summary>{t('roll.fair.algorithm')}</summary>
            <pre className={`${layout.note} ${styles.algorithm}`}>{store.fair.algorithm}</pre>
          </details>
        </>
      )}
      {last && store.fair && (
        <div>
          <Button variant="secondary" size="small" onClick={() => store.verify(last.roundId)} data-testid="roll-verify">
            {t('roll.fair.verify', { id: last.roundId })}
          </Button>
        </div>
      )}
      {check && <RollCheckVerdict check={check} />}
      <p className={layout.note}>{t('roll.fair.rule')}</p>
      <FairAlgorithm id="roll" />
    </Card>
  );
});
