import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../navigation/links';
import { useMoney } from '../../stores/stores-context';
import { buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import type { SecondLifeStore } from './second-life-store';
import styles from './second-life.module.css';

/** What the last second life did, once the heartbeat has landed, with its seeds and the link to re-check it. */
export const ResultCard = observer(function ResultCard({ store }: { store: SecondLifeStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const result = store.result;
  if (!result || store.revealing) return null;
  return (
    <Card className={styles.result}>
      <p data-testid="second-life-result" data-won={result.won} className={result.won ? styles.won : styles.lost}>
        {result.won
          ? t('second-life.result.won', { amount: money(result.recoveredCents) })
          : t('second-life.result.lost', { amount: money(result.premiumCents) })}
      </p>
      <p className={layout.hash}>
        {t('second-life.result.seeds', { hash: result.serverSeedHash, seed: result.clientSeed, nonce: result.nonce })}
      </p>
      <AppLink
        to={`/fair?bet=${encodeURIComponent(result.betId)}`}
        className={buttonClass('secondary', 'small')}
        data-testid="second-life-fair"
      >
        {t('second-life.result.fair')}
      </AppLink>
    </Card>
  );
});
