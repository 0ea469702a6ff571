import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PotatoFairAnswer } from '@arena/schemas';
import { useErrorText, useStores } from '../../stores/stores-context';
import { Dialog } from '../../ui/Dialog';
import { Alert } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import { checkPotatoGame } from './potato-verify';
import styles from './potato.module.css';

/**
 * A potato game's own verify view, opened from the player's history row: its commitment, seeds and the
 * browser's re-check of every stage and of the winner, with the same code the live table uses.
 */
export function PotatoVerifyDialog({ gameId, onClose }: { gameId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = useStores();
  const errorText = useErrorText();
  const [fair, setFair] = useState<PotatoFairAnswer | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    api
      .get<PotatoFairAnswer>(`/fair/potato/${encodeURIComponent(gameId)}`)
      .then((answer) => live && setFair(answer))
      .catch((error: unknown) => live && setProblem(error));
    return () => {
      live = false;
    };
  }, [api, gameId]);
  const check = fair ? checkPotatoGame(fair) : null;
  return (
    <Dialog title={t('potato.fair.title')} onClose={onClose} wide>
      {problem !== null && <Alert kind="error">{errorText(problem)}</Alert>}
      {!fair && problem === null && <Spinner />}
      {fair && (
        <div className={styles.recent}>
          <span className={styles.muted}>{t('potato.fair.hash')}</span>
          <span className={styles.hash}>{fair.serverSeedHash}</span>
          {fair.clientSeed && (
            <>
              <span className={styles.muted}>{t('potato.fair.clientSeed')}</span>
              <span className={styles.hash}>{fair.clientSeed}</span>
            </>
          )}
          {fair.serverSeed && (
            <>
              <span className={styles.muted}>{t('potato.fair.serverSeed')}</span>
              <span className={styles.hash}>{fair.serverSeed}</span>
            </>
          )}
          {check ? (
            <strong className={check.ok ? styles.ok : styles.bad} data-testid="potato-history-verified">
              {check.ok ? t('potato.fair.verified', { 0: check.stages.length }) : t('potato.fair.failed')}
            </strong>
          ) : (
            <span className={styles.muted}>{t('potato.fair.pending')}</span>
          )}
          <a href={`/api/fair/potato/${encodeURIComponent(fair.id)}`} target="_blank" rel="noreferrer">
            {t('potato.fair.data')}
          </a>
        </div>
      )}
    </Dialog>
  );
}
