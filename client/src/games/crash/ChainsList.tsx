import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FairChain, verifyFinishedChain } from '@arena/schemas';
import { Button } from '../../ui/Button';
import styles from './crash.module.css';

/**
 * Every hash chain of a game, oldest first: finished chains with their seed (re-grown here on demand, as it takes up
 * to a few hundred ms for 100,000 links), the chain playing now, and the next one, committed before its first round.
 * Shared by crash's verify view and roll's fairness card.
 */
export function ChainsList({ chains }: { chains: readonly FairChain[] }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<Record<number, boolean>>({});
  return (
    <section data-testid="fair-chains">
      <h4>{t('crash.verify.chains')}</h4>
      {chains.map((chain) => (
        <dl key={chain.generation} className={styles.verify} data-status={chain.status}>
          <dt>
            {t('crash.verify.chain', {
              generation: chain.generation,
              from: chain.firstIndex + 1,
              to: chain.firstIndex + chain.length,
            })}
          </dt>
          <dd>{t(`crash.verify.chainStatus.${chain.status}`)}</dd>
          <dt>{t('crash.verify.salt')}</dt>
          <dd className={styles.hash}>{chain.salt}</dd>
          <dt>{t('crash.verify.terminating')}</dt>
          <dd className={styles.hash}>{chain.terminatingHash}</dd>
          {chain.seed !== null && (
            <>
              <dt>{t('crash.verify.seed')}</dt>
              <dd className={styles.hash}>{chain.seed}</dd>
              <dt>
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() =>
                    setChecked((c) => ({
                      ...c,
                      [chain.generation]: verifyFinishedChain({
                        seed: chain.seed!,
                        terminatingHash: chain.terminatingHash,
                        length: chain.length,
                      }),
                    }))
                  }
                >
                  {t('crash.verify.checkChain')}
                </Button>
              </dt>
              <dd data-ok={checked[chain.generation]}>
                {checked[chain.generation] === undefined
                  ? ''
                  : checked[chain.generation]
                    ? `✓ ${t('crash.verify.chainOk')}`
                    : `✗ ${t('crash.verify.chainBad')}`}
              </dd>
            </>
          )}
        </dl>
      ))}
    </section>
  );
}
