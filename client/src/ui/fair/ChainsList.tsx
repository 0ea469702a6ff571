import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FairChain, verifyFinishedChain } from '@arena/schemas';
import { Button } from '../Button';
import styles from './chains-list.module.css';

/**
 * Every hash chain of a game, oldest first: finished chains with their seed (re-grown here on demand, as it takes up
 * to a few hundred ms for 100,000 links), the chain playing now, and the next one, committed before its first round.
 * Shared by crash's verify view and roll's fairness card (texts under fair.chains.*), so it lives below both games.
 */
export function ChainsList({ chains }: { chains: readonly FairChain[] }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<Record<number, boolean>>({});
  return (
    <section data-testid="fair-chains">
      <h4>{t('fair.chains.title')}</h4>
      {chains.map((chain) => (
        <dl key={chain.generation} className={styles.chain} data-status={chain.status}>
          <dt>
            {t('fair.chains.chain', {
              generation: chain.generation,
              from: chain.firstIndex + 1,
              to: chain.firstIndex + chain.length,
            })}
          </dt>
          <dd>{t(`fair.chains.status.${chain.status}`)}</dd>
          <dt>{t('fair.chains.salt')}</dt>
          <dd className={styles.hash}>{chain.salt}</dd>
          <dt>{t('fair.chains.terminating')}</dt>
          <dd className={styles.hash}>{chain.terminatingHash}</dd>
          {chain.seed !== null && (
            <>
              <dt>{t('fair.chains.seed')}</dt>
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
                  {t('fair.chains.check')}
                </Button>
              </dt>
              <dd data-ok={checked[chain.generation]}>
                {checked[chain.generation] === undefined
                  ? ''
                  : checked[chain.generation]
                    ? `✓ ${t('fair.chains.ok')}`
                    : `✗ ${t('fair.chains.bad')}`}
              </dd>
            </>
          )}
        </dl>
      ))}
    </section>
  );
}
