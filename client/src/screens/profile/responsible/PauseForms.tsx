import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RESPONSIBLE_RULES, type ResponsibleGamingAnswer } from '@arena/schemas';
import { useErrorText, useLanguage, useStores } from '../../../stores/stores-context';
import { formatDateTime } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Alert, Card } from '../../../ui/Feedback';
import { SelectField } from '../../../ui/Field';
import screens from '../../screens.module.css';

/** Runs one store call with a busy flag and the refusal kept for the card. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      setError(null);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** Take a break: 24 h to 6 weeks; it only ever gets longer. */
export const TimeoutForm = observer(function TimeoutForm({ state }: { state: ResponsibleGamingAnswer }) {
  const { t } = useTranslation();
  const { responsible } = useStores();
  const language = useLanguage();
  const errorText = useErrorText();
  const [hours, setHours] = useState<number>(RESPONSIBLE_RULES.timeoutChoicesHours[0]);
  const action = useAction();
  return (
    <Card>
      <div className={screens.form}>
        <h2>{t('responsible.timeoutTitle')}</h2>
        <p className={screens.muted}>{t('responsible.timeoutHint')}</p>
        {state.timeoutUntil !== null && (
          <Alert kind="info">
            {t('responsible.timeoutActive', { date: formatDateTime(state.timeoutUntil, language) })}
          </Alert>
        )}
        <SelectField
          label={t('responsible.duration')}
          value={hours}
          onChange={(event) => setHours(Number(event.target.value))}
        >
          {RESPONSIBLE_RULES.timeoutChoicesHours.map((choice) => (
            <option key={choice} value={choice}>
              {t(`responsible.timeoutOptions.h${choice}`)}
            </option>
          ))}
        </SelectField>
        {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
        <div>
          <Button
            variant="secondary"
            busy={action.busy}
            onClick={() => void action.run(() => responsible.takeTimeout(hours))}
          >
            {t('responsible.timeoutTake')}
          </Button>
        </div>
      </div>
    </Card>
  );
});

/** Self-exclusion: 6 months or more, asked twice (a dialog), never lifted early. */
export const ExclusionForm = observer(function ExclusionForm({ state }: { state: ResponsibleGamingAnswer }) {
  const { t } = useTranslation();
  const { responsible } = useStores();
  const language = useLanguage();
  const errorText = useErrorText();
  const [months, setMonths] = useState<number>(RESPONSIBLE_RULES.exclusionChoicesMonths[0]);
  const [confirming, setConfirming] = useState(false);
  const action = useAction();
  const end = new Date(state.now);
  end.setUTCMonth(end.getUTCMonth() + months);
  return (
    <Card>
      <div className={screens.form}>
        <h2>{t('responsible.exclusionTitle')}</h2>
        <p className={screens.muted}>{t('responsible.exclusionHint')}</p>
        {state.exclusionUntil !== null && (
          <Alert kind="info">
            {t('responsible.exclusionActive', { date: formatDateTime(state.exclusionUntil, language) })}
          </Alert>
        )}
        <SelectField
          label={t('responsible.duration')}
          value={months}
          onChange={(event) => setMonths(Number(event.target.value))}
        >
          {RESPONSIBLE_RULES.exclusionChoicesMonths.map((choice) => (
            <option key={choice} value={choice}>
              {t(`responsible.exclusionOptions.m${choice}`)}
            </option>
          ))}
        </SelectField>
        {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('responsible.exclusionStart')}
          </Button>
        </div>
      </div>
      {confirming && (
        <Dialog title={t('responsible.exclusionConfirmTitle')} onClose={() => setConfirming(false)}>
          <div className={screens.form}>
            <p>{t('responsible.exclusionConfirm', { date: formatDateTime(end.getTime(), language) })}</p>
            <div className={screens.row}>
              <Button
                busy={action.busy}
                onClick={() =>
                  void action.run(async () => {
                    try {
                      await responsible.selfExclude(months);
                    } finally {
                      setConfirming(false);
                    }
                  })
                }
              >
                {t('responsible.exclusionConfirmYes')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </Card>
  );
});

/** The reality-check interval: off or one of the offered minutes. */
export const RealityCheckForm = observer(function RealityCheckForm({ state }: { state: ResponsibleGamingAnswer }) {
  const { t } = useTranslation();
  const { responsible, ui } = useStores();
  const errorText = useErrorText();
  const action = useAction();
  return (
    <Card>
      <div className={screens.form}>
        <h2>{t('responsible.realityTitle')}</h2>
        <p className={screens.muted}>{t('responsible.realityHint')}</p>
        <SelectField
          label={t('responsible.realityInterval')}
          value={state.realityCheckMinutes ?? ''}
          disabled={action.busy}
          onChange={(event) => {
            const minutes = event.target.value === '' ? null : Number(event.target.value);
            void action.run(async () => {
              await responsible.setRealityCheck(minutes, Date.now());
              ui.toast('success', { key: 'responsible.saved' });
            });
          }}
        >
          <option value="">{t('responsible.realityOff')}</option>
          {RESPONSIBLE_RULES.realityCheckMinutes.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('responsible.realityEvery', { count: minutes })}
            </option>
          ))}
        </SelectField>
        {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
      </div>
    </Card>
  );
});
