import type { CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CLANS, type ClanChoiceView } from '@arena/schemas';
import { useErrorText } from '../../stores/stores-context';
import { Button } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { clanName } from './clan-names';
import type { ClansStore } from './clans-store';
import styles from './clans.module.css';
import { FairAlgorithm } from '../fair/FairAlgorithm';

const STEPS = ['start', 'thinking', 'assigned'] as const;

function StepBar({ current }: { current: number }) {
  const { t } = useTranslation();
  const labels = [t('clans.choice.stepStart'), t('clans.choice.stepThinking'), t('clans.choice.stepAssigned')];
  return (
    <ol className={styles.steps}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          data-step={step}
          className={index <= current ? styles.stepDone : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className={styles.stepNumber}>{index + 1}</span> {labels[index]}
        </li>
      ))}
    </ol>
  );
}

/** The published seed, counts and draw of an assignment: enough to re-run it (schemas/src/fair/clans.ts). */
export function ChoiceProof({ choice }: { choice: ClanChoiceView }) {
  const { t } = useTranslation();
  return (
    <details className={styles.proof}>
      <summary>{t('clans.choice.verify')}</summary>
      <dl>
        <dt>{t('clans.choice.seedHash')}</dt>
        <dd className={styles.mono}>{choice.serverSeedHash}</dd>
        {choice.serverSeed && (
          <>
            <dt>{t('clans.choice.seed')}</dt>
            <dd className={styles.mono}>{choice.serverSeed}</dd>
          </>
        )}
        {choice.memberCounts && (
          <>
            <dt>{t('clans.choice.counts')}</dt>
            <dd>
              {Object.entries(choice.memberCounts)
                .map(([id, n]) => `${clanName(t, id)} ${n}`)
                .join(' · ')}
            </dd>
          </>
        )}
        {choice.candidates && (
          <>
            <dt>{t('clans.choice.candidates')}</dt>
            <dd>{choice.candidates.map((id) => clanName(t, id)).join(', ')}</dd>
          </>
        )}
        {choice.float !== null && (
          <>
            <dt>{t('clans.choice.float')}</dt>
            <dd className={styles.mono}>{choice.float}</dd>
          </>
        )}
      </dl>
      <p className={styles.mono}>{choice.algorithm}</p>
      <FairAlgorithm id="clanChoice" />
    </details>
  );
}

/** Start -> thinking -> assigned. While the server thinks the four crests take turns lighting up. */
export const ChoicePanel = observer(function ChoicePanel({
  store,
  onSignIn,
}: {
  store: ClansStore;
  onSignIn: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const step = store.step;
  const current = step === 'assigned' ? 2 : step === 'thinking' ? 1 : 0;
  const choice = store.choice;
  const assigned = step === 'assigned' ? (choice?.clanId ?? null) : null;
  const signedIn = store.overview?.me !== null && store.overview?.me !== undefined;
  return (
    <Card className={styles.choice}>
      <h2>{t('clans.choice.title')}</h2>
      <StepBar current={current} />
      <div className={styles.crests} data-thinking={step === 'thinking' || undefined}>
        {CLANS.map((clan, index) => (
          <div
            key={clan.id}
            className={[
              styles.crest,
              assigned === clan.id && styles.crestChosen,
              assigned && assigned !== clan.id && styles.crestDim,
            ]
              .filter(Boolean)
              .join(' ')}
            style={{ '--clan': clan.colour, '--delay': `${index * 0.25}s` } as CSSProperties}
          >
            <span className={styles.crestMark} aria-hidden="true">
              {clanName(t, clan.id).slice(0, 1)}
            </span>
            {clanName(t, clan.id)}
          </div>
        ))}
      </div>
      {step === 'thinking' && (
        <p className={styles.thinking} role="status">
          {t('clans.choice.thinking')}
        </p>
      )}
      {assigned && (
        <p className={styles.assigned} role="status" data-testid="clan-assigned">
          {t('clans.choice.assigned', { clan: clanName(t, assigned) })}
        </p>
      )}
      {step !== 'assigned' && (
        <Button
          size="large"
          busy={step === 'starting' || step === 'thinking'}
          onClick={() => void store.choose().then((ok) => ok || onSignIn())}
        >
          {signedIn ? t('clans.choice.start') : t('clans.choice.signIn')}
        </Button>
      )}
      {store.choiceError && <Alert kind="error">{errorText(store.choiceError)}</Alert>}
      {choice && <ChoiceProof choice={choice} />}
      <p className={styles.note}>{t('clans.choice.rule')}</p>
    </Card>
  );
});
