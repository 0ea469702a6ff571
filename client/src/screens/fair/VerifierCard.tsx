import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { VerifierField } from '@arena/schemas';
import { Button } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { SelectField, TextField } from '../../ui/Field';
import screens from '../screens.module.css';
import type { FairStore } from './fair-store';
import styles from './fair.module.css';
import { sameOutcome } from './verifier-form';

const show = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(show).join(', ');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** An outcome as the game's function returns it: one line per field, in the function's order. */
function OutcomeList({ outcome, testId }: { outcome: unknown; testId: string }) {
  const entries =
    outcome !== null && typeof outcome === 'object' && !Array.isArray(outcome)
      ? Object.entries(outcome)
      : [['value', outcome]];
  return (
    <dl className={styles.facts} data-testid={testId}>
      {entries.map(([name, value]) => (
        <div key={String(name)} style={{ display: 'contents' }}>
          <dt>{String(name)}</dt>
          <dd className={styles.hash}>{show(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function ParamInput({
  field,
  value,
  onChange,
}: {
  field: VerifierField;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const label = t(`fair.params.${field.name}`, { defaultValue: field.name });
  if (field.kind === 'choice') {
    return (
      <SelectField label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
    );
  }
  return (
    <TextField
      label={label}
      type="number"
      min={field.min}
      max={field.max}
      step={field.kind === 'integer' ? 1 : 'any'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Re-runs any seeded bet in the browser with the same schemas code the server settled it with. */
export const VerifierCard = observer(function VerifierCard({
  store,
  canRotate,
}: {
  store: FairStore;
  canRotate: boolean;
}) {
  const { t } = useTranslation();
  const { input, verification, bet } = store;
  const verifier = store.verifierOf(input.game);
  const outcomeMatches =
    bet !== null &&
    verification.kind === 'done' &&
    bet.outcome !== null &&
    sameOutcome(verification.outcome, bet.outcome);
  const betPairActive = bet !== null && bet.serverSeed === null && store.seeds?.serverSeedHash === bet.serverSeedHash;

  return (
    <Card>
      <div className={screens.stack}>
        <h2>{t('fair.verify.title')}</h2>
        <p className={`${screens.muted} ${screens.small}`}>{t('fair.verify.lead')}</p>
        {bet && bet.serverSeed === null && (
          <Alert kind="info">
            <div className={screens.row}>
              <span>{t('fair.verify.secret')}</span>
              {canRotate && betPairActive && (
                <Button size="small" variant="secondary" busy={store.busy} onClick={() => void store.rotate()}>
                  {t('fair.seeds.rotate')}
                </Button>
              )}
            </div>
          </Alert>
        )}
        <SelectField
          label={t('fair.verify.game')}
          value={input.game}
          onChange={(event) => store.chooseGame(event.target.value)}
        >
          {store.gameNames.map((game) => (
            <option key={game} value={game}>
              {t(`${game}.name`, { defaultValue: game })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('fair.seeds.serverSeed')}
          value={input.serverSeed}
          spellCheck={false}
          onChange={(event) => store.setField('serverSeed', event.target.value)}
        />
        <TextField
          label={t('fair.seeds.clientSeed')}
          value={input.clientSeed}
          spellCheck={false}
          onChange={(event) => store.setField('clientSeed', event.target.value)}
        />
        <TextField
          label={t('fair.seeds.nonce')}
          type="number"
          min={0}
          step={1}
          value={input.nonce}
          onChange={(event) => store.setField('nonce', event.target.value)}
        />
        {verifier?.fields.map((field) => (
          <ParamInput
            key={field.name}
            field={field}
            value={input.params[field.name] ?? ''}
            onChange={(value) => store.setParam(field.name, value)}
          />
        ))}
        {verification.kind === 'incomplete' ? (
          <p className={screens.muted}>{t(`fair.verify.missing.${verification.missing}`)}</p>
        ) : (
          <div className={screens.stack}>
            <dl className={styles.facts}>
              <dt>{t('fair.seeds.serverSeedHash')}</dt>
              <dd className={styles.hash} data-testid="fair-computed-hash">
                {verification.serverSeedHash}{' '}
                {bet && (
                  <span className={verification.serverSeedHash === bet.serverSeedHash ? styles.match : styles.mismatch}>
                    {verification.serverSeedHash === bet.serverSeedHash
                      ? t('fair.verify.hashMatches')
                      : t('fair.verify.hashDiffers')}
                  </span>
                )}
              </dd>
            </dl>
            <h3>{t('fair.verify.outcome')}</h3>
            <OutcomeList outcome={verification.outcome} testId="fair-outcome" />
          </div>
        )}
        {bet && bet.outcome !== null && (
          <div className={screens.stack}>
            <h3>
              {t('fair.verify.recorded')}{' '}
              {verification.kind === 'done' && (
                <span className={outcomeMatches ? styles.match : styles.mismatch} data-testid="fair-verdict">
                  {outcomeMatches ? t('fair.verify.outcomeMatches') : t('fair.verify.outcomeDiffers')}
                </span>
              )}
            </h3>
            <OutcomeList outcome={bet.outcome} testId="fair-recorded" />
          </div>
        )}
      </div>
    </Card>
  );
});
