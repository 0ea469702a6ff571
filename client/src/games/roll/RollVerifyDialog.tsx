import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RollFairAnswer } from '@arena/schemas';
import { useErrorText, useStores } from '../../stores/stores-context';
import { Dialog } from '../../ui/Dialog';
import { Alert } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import layout from '../game-screen.module.css';
import { type RollCheck, checkRollRound } from './roll-verify';

/** The verdict on one round, naming it: "Round 3 — Verified: the hash gives cell 10". */
export function RollCheckVerdict({ check }: { check: RollCheck }) {
  const { t } = useTranslation();
  const cell = check.result.computedCell ?? -1;
  return (
    <Alert kind={check.result.ok ? 'success' : 'error'}>
      <span data-testid="roll-check" data-round={check.roundId} data-ok={check.result.ok}>
        <strong>{t('roll.fair.round', { id: check.roundId })}</strong> —{' '}
        {check.result.ok ? t('roll.fair.verified', { cell }) : t('roll.fair.mismatch', { cell })}
      </span>
    </Alert>
  );
}

/**
 * A Rush round's verify view, opened from the player's history row (like crash's): the round's revealed hash and
 * its chain's salt from the public fairness data, re-derived in the browser with the shared schemas code.
 */
export function RollVerifyDialog({
  round,
  onClose,
}: {
  round: { roundId: string; hash: string; cell: number };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useStores();
  const errorText = useErrorText();
  const [fair, setFair] = useState<RollFairAnswer | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    api
      .get<RollFairAnswer>('/fair/roll')
      .then((answer) => live && setFair(answer))
      .catch((error: unknown) => live && setProblem(error));
    return () => {
      live = false;
    };
  }, [api]);
  const check = fair ? checkRollRound(fair, round) : null;
  return (
    <Dialog title={t('roll.fair.round', { id: round.roundId })} onClose={onClose} wide>
      {problem !== null && <Alert kind="error">{errorText(problem)}</Alert>}
      {!fair && problem === null && <Spinner />}
      {check && (
        <>
          <p className={`${layout.note} ${layout.hash}`}>
            {t('roll.fair.hash')}: {check.hash}
          </p>
          <p className={`${layout.note} ${layout.hash}`}>
            {t('roll.fair.salt')}: {check.salt}
          </p>
          <RollCheckVerdict check={check} />
          <p className={layout.note}>{t('roll.fair.rule')}</p>
        </>
      )}
    </Dialog>
  );
}
