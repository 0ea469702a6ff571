import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { type CrashFairAnswer, type CrashFairRound, type CrashVariant, formatHundredths } from '@arena/schemas';
import { useErrorText, useStores } from '../../stores/stores-context';
import { Alert } from '../../ui/Feedback';
import { TextField } from '../../ui/Field';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { ChainsList } from '../../ui/fair/ChainsList';
import { checkPastedHash, checkRound } from './verify';
import styles from './crash.module.css';

/** Rounds fetched around the one being verified, so its predecessor is usually among them. */
const ROUNDS = 100;

/**
 * Provable fairness in the browser: the published salt and hashes run through the same algorithm the
 * server uses (from @arena/schemas), and each round's hash must hash to the round before it.
 */
export const VerifyView = observer(function VerifyView({
  variant,
  roundId,
  onClose,
}: {
  variant: CrashVariant;
  roundId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useStores();
  const errorText = useErrorText();
  const [fair, setFair] = useState<CrashFairAnswer | null>(null);
  const [rounds, setRounds] = useState<CrashFairRound[]>([]);
  const [problem, setProblem] = useState<unknown>(null);
  const [pasted, setPasted] = useState('');

  useEffect(() => {
    let live = true;
    Promise.all([
      api.get<CrashFairAnswer>(`/fair/crash/${variant}`),
      api.get<CrashFairRound[]>(`/fair/crash/${variant}/rounds?limit=${ROUNDS}`),
    ])
      .then(([info, list]) => live && (setFair(info), setRounds(list)))
      .catch((error: unknown) => live && setProblem(error));
    return () => {
      live = false;
    };
  }, [api, variant]);

  const round = rounds.find((r) => String(r.id) === roundId);
  const check = fair && round ? checkRound(fair, round, rounds) : null;
  const pastedCheck = fair && pasted.trim() ? checkPastedHash(fair, pasted) : null;
  const yes = (ok: boolean | null) =>
    ok === null ? t('crash.verify.unchecked') : ok ? `✓ ${t('common.yes')}` : `✗ ${t('common.no')}`;

  return (
    <Dialog title={t('crash.verify.title', { id: roundId })} onClose={onClose} wide>
      {problem !== null && <Alert kind="error">{errorText(problem)}</Alert>}
      {!fair && problem === null && <Spinner />}
      {fair && !round && <Alert kind="info">{t('crash.verify.notListed')}</Alert>}
      {fair && (
        <dl className={styles.verify}>
          <dt>{t('crash.verify.salt')}</dt>
          <dd className={styles.hash}>{fair.salt}</dd>
          <dt>{t('crash.verify.terminating')}</dt>
          <dd className={styles.hash}>{fair.terminatingHash}</dd>
          {check && (
            <>
              <dt>{t('crash.verify.hash')}</dt>
              <dd className={styles.hash}>{check.round.hash}</dd>
              <dt>
                {check.chain
                  ? t('crash.verify.chainLink', {
                      index: check.round.chainIndex - check.chain.firstIndex,
                      length: check.chain.length,
                      generation: check.chain.generation,
                    })
                  : t('crash.verify.link', { index: check.round.chainIndex, length: fair.chainLength })}
              </dt>
              <dd>{check.round.status === 'VOIDED' ? t('crash.verify.voided') : t('crash.verify.crashed')}</dd>
              <dt>{t('crash.verify.announced')}</dt>
              <dd>{check.round.crashPoint.toFixed(2)}×</dd>
              <dt>{t('crash.verify.computed')}</dt>
              <dd>
                {check.result.computedHundredths === null
                  ? '—'
                  : `${formatHundredths(check.result.computedHundredths)}×`}
              </dd>
              <dt>{t('crash.verify.pointMatches')}</dt>
              <dd data-ok={check.result.crashPointMatches}>{yes(check.result.crashPointMatches)}</dd>
              <dt>{t('crash.verify.previous')}</dt>
              <dd className={styles.hash}>{check.previousHash ?? check.result.expectedPreviousHash}</dd>
              <dt>{t('crash.verify.linkMatches')}</dt>
              <dd data-ok={check.result.linksToPrevious}>{yes(check.result.linksToPrevious)}</dd>
            </>
          )}
        </dl>
      )}
      {fair && (
        <>
          <TextField
            label={t('crash.verify.paste')}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            spellCheck={false}
          />
          {pastedCheck && (
            <p role="status">
              {pastedCheck.computedHundredths === null
                ? t('crash.verify.badHash')
                : t('crash.verify.pastedResult', {
                    multiplier: formatHundredths(pastedCheck.computedHundredths),
                    previous: pastedCheck.expectedPreviousHash,
                  })}
            </p>
          )}
          <ChainsList chains={fair.chains} />
          <details className={styles.algorithm}>
            <summary>{t('crash.verify.algorithm')}</summary>
            <pre>{fair.algorithm}</pre>
          </details>
        </>
      )}
    </Dialog>
  );
});
